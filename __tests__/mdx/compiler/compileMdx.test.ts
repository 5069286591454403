import { compileMdx } from "../../../src/mdx/compiler/compileMdx"
import { MdxCompileError, type TreeNode } from "../../../src/mdx/compiler/types"
import { componentRegistry } from "../../../src/mdx/registry"

function problemsOf(body: string, offset = 0): string[] {
  try {
    compileMdx(body, "content/docs/page.mdx", offset)
  } catch (error) {
    expect(error).toBeInstanceOf(MdxCompileError)
    return (error as Error).message.split("\n")
  }
  throw new Error("expected the page to be refused")
}

function find(node: TreeNode, predicate: (n: TreeNode) => boolean): TreeNode[] {
  return [...(predicate(node) ? [node] : []), ...(node.children ?? []).flatMap((child) => find(child, predicate))]
}

describe("compileMdx", () => {
  it("gives headings GitHub-style ids, unique on the page, and lists h2/h3", () => {
    const page = compileMdx("## Install the CLI\n\ntext\n\n### Flags & options\n\n## Install the CLI\n\n#### Deep\n", "x.mdx")
    expect(page.headings).toEqual([
      { id: "install-the-cli", text: "Install the CLI", depth: 2 },
      { id: "flags--options", text: "Flags & options", depth: 3 },
      { id: "install-the-cli-1", text: "Install the CLI", depth: 2 },
    ])
    const ids = find(page.tree, (n) => n.type === "element" && /^h[2-4]$/.test(n.tagName ?? "")).map((n) => n.properties?.id)
    expect(ids).toEqual(["install-the-cli", "flags--options", "install-the-cli-1", "deep"])
  })

  it("produces serialisable JSON without positions", () => {
    const page = compileMdx("Some *text* and a [link](/a).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", "x.mdx")
    const json = JSON.stringify(page.tree)
    expect(json).not.toContain("position")
    expect(JSON.parse(json)).toEqual(page.tree)
    expect(find(page.tree, (n) => n.tagName === "table")).toHaveLength(1)
  })

  it("collects links with their line in the file", () => {
    const page = compileMdx("Intro\n\nSee [filters](/guides/filters#operators).\n", "x.mdx", 4)
    expect(page.links).toEqual([{ href: "/guides/filters#operators", line: 7 }])
  })

  it("keeps fenced code as pre/code with its language", () => {
    const page = compileMdx("```bash\nstratactl version\n```\n", "x.mdx")
    const code = find(page.tree, (n) => n.tagName === "code")[0]
    expect(code.properties?.className).toEqual(["language-bash"])
    expect(code.children?.[0].value).toBe("stratactl version\n")
  })

  it.each([
    ["import X from './x'\n\nText", /page\.mdx:1:1 import\/export is not supported/],
    ["export const a = 1\n", /import\/export is not supported/],
    ["Hello {name}\n", /page\.mdx:1:7 JavaScript expressions/],
    ["<Unknown />\n", /Unknown component <Unknown>/],
    ["<div>html</div>\n", /Use Markdown instead of HTML tags/],
    ["# Title\n", /the page title is the only h1/],
    ["Text with <b\n", /page\.mdx:1:\d+ .*MDX syntax/],
  ])("refuses %j", (body, message) => {
    expect(problemsOf(body).join("\n")).toMatch(message)
  })

  it("reports lines of the file, counting front matter above the body", () => {
    expect(problemsOf("ok\n\n{oops}\n", 4)[0]).toMatch(/^content\/docs\/page\.mdx:7:1 /)
  })

  it("lists every problem of a page at once", () => {
    expect(problemsOf("{a}\n\n<X />\n\n{b}\n")).toHaveLength(3)
  })

  describe("with registered components", () => {
    it("keeps components as named elements with literal props", () => {
      const page = compileMdx('<Callout kind="note">\n\nRead **this**.\n\n</Callout>\n\nA <MethodTag method="GET" /> call.\n', "x.mdx")
      const callout = find(page.tree, (n) => n.name === "Callout")[0]
      expect(callout.type).toBe("mdxJsxFlowElement")
      expect(callout.attributes).toEqual([{ type: "mdxJsxAttribute", name: "kind", value: "note" }])
      expect(find(callout, (n) => n.tagName === "strong")).toHaveLength(1)
      expect(find(page.tree, (n) => n.name === "MethodTag")[0].type).toBe("mdxJsxTextElement")
    })

    it.each([
      ['Text <Callout kind="note">x</Callout> text\n', /block component inside a paragraph: put it on its own lines/],
      ["<Callout kind={1} />\n", /uses an expression: props are literal strings, write kind="value"/],
      ["<Callout {...props} />\n", /spread/],
      ['<Callout kind="note" tone="x" />\n', /has no prop "tone" \(props: kind, title\)/],
      ['<Callout kind="tip" />\n', /<Callout kind="tip"> is not allowed: use one of "note", "warning", "deprecated", "preview"/],
      ["<Callout />\n", /<Callout> needs a "kind" prop/],
      ['<Tab label="x">\n\ny\n\n</Tab>\n', /<Tab> must be placed directly inside <Tabs>/],
    ])("refuses %j", (body, message) => {
      expect(problemsOf(body).join("\n")).toMatch(message)
    })

    it("every registered component and prop is described for writers", () => {
      for (const [name, spec] of Object.entries(componentRegistry)) {
        expect([name, spec.description.length > 10]).toEqual([name, true])
      }
    })
  })
})
