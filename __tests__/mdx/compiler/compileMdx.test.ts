import { compileMdx } from "../../../src/mdx/compiler/compileMdx"
import { MdxCompileError, type TreeNode } from "../../../src/mdx/treeTypes"
import { componentRegistry } from "../../../src/mdx/componentRegistry"

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

  it("keeps the id a <Heading> names, so an entry's parts have stable anchors under their entry", () => {
    const source = [
      "## setOrderStatus", "",
      '<Heading level="3" id="setorderstatus-errors" part="true">Errors</Heading>', "",
      "## Errors", "",
      '<Heading level="3" id="setorderstatus-errors" part="true">Errors</Heading>', "",
    ].join("\n")
    const page = compileMdx(source, "x.mdx")
    expect(page.headings).toEqual([
      { id: "setorderstatus", text: "setOrderStatus", depth: 2 },
      { id: "setorderstatus-errors", text: "Errors", depth: 3 },
      { id: "errors", text: "Errors", depth: 2 },
      // A repeated id is still made unique, as a repeated title is.
      { id: "setorderstatus-errors-1", text: "Errors", depth: 3 },
    ])
    const heading = page.tree.children?.find((n) => n.name === "Heading")
    expect(heading?.attributes?.filter((a) => a.name === "id")).toEqual([{ type: "mdxJsxAttribute", name: "id", value: "setorderstatus-errors" }])
  })

  it("gives each property and each limit's run-in an id of its own after the headings', which never change", () => {
    const body = [
      "## Inventory",
      '<Properties>\n\n<Property name="reorderPoint" type="Int!">\n\nThe point.\n\n</Property>\n\n<Property name="--workspace-id">\n\nFlag.\n\n</Property>\n\n</Properties>',
      "**Query depth (10 levels).** Depth counts nested selection sets.",
      "**When it happens.** No value named: no id.",
      "## Inventory reorderPoint",
    ].join("\n\n")
    const page = compileMdx(`${body}\n`, "x.mdx")
    expect(page.headings.map((heading) => heading.id)).toEqual(["inventory", "inventory-reorderpoint"])
    const properties = find(page.tree, (n) => n.name === "Property").map((n) => n.attributes?.find((a) => a.name === "id")?.value)
    expect(properties).toEqual(["inventory-reorderpoint-1", "inventory-workspace-id"])
    const paragraphs = find(page.tree, (n) => n.tagName === "p").map((n) => n.properties?.id)
    expect(paragraphs.filter(Boolean)).toEqual(["query-depth"])
    expect(page.anchors).toEqual(["inventory", "inventory-reorderpoint", "inventory-reorderpoint-1", "inventory-workspace-id", "query-depth"])
  })

  it("never gives a heading an id of the page frame: top, content", () => {
    expect(compileMdx("## Top\n\ntext\n", "x.mdx").headings).toEqual([{ id: "top-1", text: "Top", depth: 2 }])
    // The frame's own id, the <main>'s, is taken too.
    expect(compileMdx("## Content\n", "x.mdx").headings).toEqual([{ id: "content-1", text: "Content", depth: 2 }])
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

  it("highlights fenced code at build, keeping its exact text, language and title", () => {
    const source = 'const a = "x" // note\n\n  function f() {}\n\n\nend'
    const page = compileMdx("```ts title=\"client.ts\"\n" + source + "\n```\n", "x.mdx")
    const pre = find(page.tree, (n) => n.tagName === "pre")[0]
    expect(pre.properties).toEqual({ dataLanguage: "typescript", dataTitle: "client.ts" })
    const text = (n: TreeNode): string => n.value ?? (n.children ?? []).map(text).join("")
    expect(text(pre)).toBe(source)
    const classes = find(pre, (n) => n.tagName === "span").map((n) => (n.properties?.className as string[]).join(" "))
    expect(classes).toEqual(expect.arrayContaining(["token keyword", "token string", "token comment", "token function"]))
  })

  it("keeps a fence's explicit track for its code group", () => {
    const page = compileMdx('```bash title="Plan" track="terraform"\nterraform plan\n```\n', "x.mdx")
    const pre = find(page.tree, (n) => n.tagName === "pre")[0]
    expect(pre.properties).toEqual({ dataLanguage: "bash", dataTitle: "Plan", dataTrack: "terraform" })
  })

  it.each([
    ["bash", "stratactl version --output json", "token parameter variable"],
    ["hcl", 'resource "strata_workspace" "main" {}', "token keyword"],
    ["cue", "#Workspace: { name: string }", "token class-name"],
    ["http", "POST /query HTTP/1.1", "token request-line"],
    ["graphql", "query { products { totalCount } }", "token keyword"],
  ])("registers the %s grammar", (language, source, expected) => {
    const page = compileMdx("```" + language + "\n" + source + "\n```\n", "x.mdx")
    const classes = find(page.tree, (n) => n.tagName === "span").map((n) => (n.properties?.className as string[]).join(" "))
    expect(classes).toContain(expected)
  })

  it("leaves an unknown language as plain text", () => {
    const page = compileMdx("```brainfuck\n+++\n```\n", "x.mdx")
    expect(find(page.tree, (n) => n.tagName === "span")).toHaveLength(0)
    expect(find(page.tree, (n) => n.tagName === "pre")[0].properties?.dataLanguage).toBe("brainfuck")
  })

  it.each([
    ["import X from './x'\n\nText", /page\.mdx:1:1 import\/export is not supported/],
    ["export const a = 1\n", /import\/export is not supported/],
    ["Hello {name}\n", /page\.mdx:1:7 JavaScript expressions/],
    ["<Unknown />\n", /Unknown component <Unknown>/],
    ["<div>html</div>\n", /Use Markdown instead of HTML tags/],
    ["# Title\n", /the page title is the only h1/],
    ["Text with <b\n", /page\.mdx:1:\d+ .*MDX syntax/],
    ["| | A |\n|---|---|\n| x | y |\n", /page\.mdx:1:1 Table header cell 1 is empty: name the column/],
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

    it("treats a block component alone on its line as a block, not a paragraph", () => {
      const page = compileMdx('<Heading level="2" tag="POST" label="/query">Create a product</Heading>\n', "x.mdx")
      const heading = page.tree.children?.find((n) => n.name === "Heading")
      expect(heading?.type).toBe("mdxJsxFlowElement")
      expect(find(page.tree, (n) => n.tagName === "p")).toHaveLength(0)
      expect(page.headings).toEqual([{ id: "create-a-product", text: "Create a product", depth: 2 }])
      expect(heading?.attributes?.find((a) => a.name === "id")?.value).toBe("create-a-product")
    })

    it.each([
      ['Text <Callout kind="note">x</Callout> text\n', /block component inside a paragraph: put it on its own lines/],
      ["<Callout kind={1} />\n", /uses an expression: props are literal strings, write kind="value"/],
      ["<Callout {...props} />\n", /spread/],
      ['<Callout kind="note" tone="x" />\n', /has no prop "tone" \(props: kind, title\)/],
      ['<Callout kind="tip" />\n', /<Callout kind="tip"> is not allowed: use one of "note", "warning", "deprecated", "preview"/],
      ["<Callout />\n", /<Callout> needs a "kind" prop/],
      ['<Tab label="x">\n\ny\n\n</Tab>\n', /<Tab> must be placed directly inside <Tabs>/],
      ["<CodeGroup>\n\nSome prose.\n\n</CodeGroup>\n", /page\.mdx:3:1 <CodeGroup> holds only fenced code blocks; move this paragraph outside it/],
      ["<CodeGroup></CodeGroup>\n", /<CodeGroup> is empty/],
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
