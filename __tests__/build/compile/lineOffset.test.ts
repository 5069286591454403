import fs from "fs"
import matter from "gray-matter"
import path from "path"
import { pageCode } from "../../../src/build/check/shared/codeBlocks"
import { bodyLineOffset, pageLineOffset } from "../../../src/build/compile/lineOffset"
import { compileMdx } from "../../../src/mdx/compiler/compileMdx"
import { MdxCompileError } from "../../../src/mdx/treeTypes"

// Every position the build gives for a written page is the file's own: the front matter above the body counts.
// The body is cut off as gatsby-plugin-mdx cuts it (gray-matter), so these are the offsets a build uses.

const ROOT = path.resolve(__dirname, "../../..")
const bodyOf = (raw: string) => matter(raw).content

/** The problems compiling a file's text reports, as "line:column message". */
function problemsOf(raw: string): string[] {
  const body = bodyOf(raw)
  try {
    compileMdx(body, "page.mdx", bodyLineOffset(raw, body))
  } catch (error) {
    if (error instanceof MdxCompileError) return error.problems.map((problem) => `${problem.line}:${problem.column ?? ""} ${problem.message}`)
    throw error
  }
  return []
}

/** The 1-based line and column of `part` in `text`. */
function placeOf(text: string, part: string): string {
  const before = text.slice(0, text.indexOf(part)).split("\n")
  return `${before.length}:${before[before.length - 1].length + 1}`
}

const FRONT = "---\ntitle: Import a CSV file\ndescription: >-\n  Load the catalog\n  from a file.\n---\n\n"

describe("front-matter line offsets", () => {
  it.each([
    ["four lines of front matter", "---\ntitle: A\ndescription: B\n---\n\nBody\n", 4],
    ["a folded description", FRONT + "Body\n", 6],
    ["Windows line breaks", "---\r\ntitle: A\r\n---\r\n\r\nBody\r\n", 3],
    ["no front matter", "Body\n", 0],
    ["front matter and no body", "---\ntitle: A\n---\n", 3],
  ])("counts %s", (_case, raw, lines) => {
    expect(bodyLineOffset(raw, bodyOf(raw))).toBe(lines)
  })

  it("counts the front matter the file has now when it no longer ends with the body read before (a save in develop)", () => {
    expect(bodyLineOffset("---\ntitle: A\ndescription: B\n---\n\nNew body\n", "\nOld body\n")).toBe(4)
    expect(bodyLineOffset("---\ntitle: A\n---\nx\n", "\n")).toBe(3)
  })

  it("reads a page's file through pageLineOffset", () => {
    const raw = "---\ntitle: A\ndescription: B\n---\n\nBody\n"
    const node = { id: "1", body: bodyOf(raw), internal: { contentFilePath: "/site/a.mdx" } }
    expect(pageLineOffset(node, () => raw)).toBe(4)
  })
})

describe("every MDX problem at the file's line and column", () => {
  it("names an unknown component at its line of the file, below the front matter", () => {
    const file = path.join(ROOT, "content/docs/tutorials/manage-data-schema/import-csv-file.mdx")
    const lines = fs.readFileSync(file, "utf8").split("\n")
    // After "It takes about 20 minutes.", a paragraph of its own.
    const after = lines.indexOf("It takes about 20 minutes.")
    lines.splice(after + 1, 0, "", '<Calout kind="note">Check the file first.</Calout>')
    const raw = lines.join("\n")
    expect(problemsOf(raw)).toEqual([expect.stringMatching(new RegExp(`^${after + 3}:1 Unknown component <Calout>`))])
    expect(placeOf(raw, "<Calout")).toBe(`${after + 3}:1`)
  })

  it.each([
    ["an expression", "Hello {reader} and welcome.", "{reader}", /JavaScript expressions/],
    ["an MDX syntax error", "Less than <3 here.", "3", /MDX syntax/],
    ["an unclosed expression", "Hello {reader", "", /MDX syntax/],
    ["a component in a paragraph", "Text <Callout kind=\"note\">x</Callout> more.", "<Callout", /block component inside a paragraph/],
    ["a prop value", "<Callout kind=\"nope\">\n\nx\n\n</Callout>", 'kind="nope"', /is not allowed/],
    ["a prop on a later line of its tag", '<Callout kind="note"\n  title="A {brace}"\n  tone="loud">\n\nx\n\n</Callout>', 'tone="loud"', /has no prop "tone"/],
    ["a spread", "<Callout kind=\"note\" {...props}>\n\nx\n\n</Callout>", "{...props}", /spread/],
    ["a # heading", "# Title again", "# Title", /A # heading/],
    ["an import", 'import X from "x"', "import", /import\/export/],
  ])("names %s at the file's line and column", (_case, body, part, message) => {
    const raw = `${FRONT}Intro.\n\n${body}\n`
    const problems = problemsOf(raw)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(message)
    const [line, column] = problems[0].split(" ")[0].split(":")
    if (part === "") {
      // The end of the file: the parser names where it ran out.
      expect(Number(line)).toBe(raw.split("\n").length - 1)
      return
    }
    expect(`${line}:${column}`).toBe(placeOf(raw, part))
  })

  it("gives links and code blocks the file's lines", () => {
    const raw = `${FRONT}See [the filters](/guides/filters).\n\n\`\`\`graphql\nquery { products { totalCount } }\n\`\`\`\n`
    const body = bodyOf(raw)
    const lineOffset = bodyLineOffset(raw, body)
    expect(compileMdx(body, "page.mdx", lineOffset).links).toEqual([{ href: "/guides/filters", line: Number(placeOf(raw, "See").split(":")[0]) }])
    expect(pageCode({ file: "page.mdx", body, lineOffset }).blocks.map((block) => block.line)).toEqual([Number(placeOf(raw, "query").split(":")[0])])
  })
})
