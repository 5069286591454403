import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { checkFrontMatter } from "../../src/build/check/navigation/frontMatter"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { fencedBlocks, proseOnly, readWriting, ROOT, WRITING_FILE } from "./writingGuide"

// The first screen of content/WRITING.md hands a writer a page to copy and an entry of the tree to copy: both
// must be what the build accepts, and the entry's shape must be the whole of what an entry may hold.

const text = readWriting()
const blocks = fencedBlocks(text)

/** The text of one `##` section, its examples included. */
function section(heading: string): string {
  const match = text.match(new RegExp(`\\n## ${heading}\\n([\\s\\S]*?)(?=\\n## |$)`))
  if (!match) throw new Error(`${WRITING_FILE} has no "## ${heading}" section`)
  return match[1]
}

/** The fields of NavNode, the shape of an entry of content/navigation.ts, read from its declaration. */
function navNodeFields(): string[] {
  const source = fs.readFileSync(path.join(ROOT, "src/navigation/types.ts"), "utf8")
  const body = source.match(/export interface NavNode \{([\s\S]*?)\n\}/)?.[1] ?? ""
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1])
}

describe(`${WRITING_FILE}, the first screen`, () => {
  it("comes before the glossary and the rules", () => {
    const headings = proseOnly(text).split("\n").filter((line) => line.startsWith("## ")).map((line) => line.slice(3))
    expect(headings.slice(0, 5)).toEqual(["Start the preview", "Write a page", "Add it to the tree", "Move or retire a page", "Names and facts come from the glossary"])
    expect(text.split("\n").findIndex((line) => line === "## Names and facts come from the glossary")).toBeLessThan(70)
  })

  it("gives a page template the build accepts: front matter, no h1, two ## sections", () => {
    const template = blocks.find((block) => block.h2 === "Write a page" && block.lang === "mdx")
    if (!template) throw new Error(`${WRITING_FILE}: "## Write a page" has no mdx template`)
    const { data, content } = matter(template.body)
    expect(checkFrontMatter([{ route: "/template", file: WRITING_FILE, title: data.title, description: data.description }])).toEqual([])
    const compiled = compileMdx(content, WRITING_FILE, template.line)
    expect(compiled.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(2)
  })

  it("shows an entry of the tree with only the fields an entry has, and names every field", () => {
    const fields = navNodeFields()
    expect(fields).toEqual(expect.arrayContaining(["title", "href", "links"]))
    const entries = blocks.filter((block) => block.h2 === "Add it to the tree" && block.lang === "ts")
    expect(entries.length).toBeGreaterThan(0)
    const used = entries.flatMap((block) => [...block.body.matchAll(/(\w+):/g)].map((match) => match[1]))
    expect(used.filter((field) => !fields.includes(field))).toEqual([])
    const prose = section("Add it to the tree")
    expect(fields.filter((field) => !prose.includes(`\`${field}`))).toEqual([])
  })
})
