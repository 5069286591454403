import { compileMdx } from "../../../src/mdx/compiler/compileMdx"
import { tableRegionLabel } from "../../../src/mdx/compiler/tableRegions"
import type { TreeNode } from "../../../src/mdx/treeTypes"

function find(node: TreeNode, predicate: (n: TreeNode) => boolean): TreeNode[] {
  return [...(predicate(node) ? [node] : []), ...(node.children ?? []).flatMap((child) => find(child, predicate))]
}

const textOf = (node: TreeNode): string => node.value ?? (node.children ?? []).map(textOf).join("")
const tree = (body: string) => compileMdx(body, "t.mdx").tree
const codesOf = (body: string) => find(tree(body), (n) => n.tagName === "code")

const text = (value: string): TreeNode => ({ type: "text", value })
const wbr: TreeNode = { type: "element", tagName: "wbr", properties: {}, children: [] }
const span = (value: string): TreeNode => ({ type: "element", tagName: "span", properties: {}, children: [text(value)] })
/** A long token's children: its parts with a `<wbr>` between each two. */
const broken = (...parts: string[]): TreeNode[] => parts.flatMap((part, index) => (index ? [wbr, text(part)] : [text(part)]))

const SERVICES_PATH = "services.<key>.types.<key>.fields.<key>.type"
const SERVICES_PARTS = ["services.", "<key>.", "types.", "<key>.", "fields.", "<key>.", "type"]

describe("inline code in a page", () => {
  it("leaves a short token as it is, without data-wrap", () => {
    expect(codesOf("Set `workspace_id` to `us-west-1` for `ProductCreateInput!`.\n")).toEqual(
      ["workspace_id", "us-west-1", "ProductCreateInput!"].map((value) => ({ type: "element", tagName: "code", properties: {}, children: [text(value)] })),
    )
  })

  it("makes a long token data-wrap=long with a <wbr> at each of its boundaries", () => {
    const [code] = codesOf(`Read \`${SERVICES_PATH}\` first.\n`)
    expect(code).toEqual({ type: "element", tagName: "code", properties: { dataWrap: "long" }, children: broken(...SERVICES_PARTS) })
    expect(find(code, (n) => n.tagName === "wbr")).toHaveLength(6)
    expect(textOf(code)).toBe(SERVICES_PATH)
  })

  it("makes code with spaces data-wrap=spaces, its punctuated words spans", () => {
    const [code] = codesOf("Run `stratactl manifest plan -m workspace.cue` now.\n")
    expect(code).toEqual({
      type: "element",
      tagName: "code",
      properties: { dataWrap: "spaces" },
      children: [text("stratactl manifest plan "), span("-m"), text(" "), span("workspace.cue")],
    })
  })

  it("makes a long word in code with spaces a <span data-long> with its breaks", () => {
    const [code] = codesOf(`Run \`stratactl get ${SERVICES_PATH}\`.\n`)
    expect(code.properties).toEqual({ dataWrap: "spaces" })
    expect(code.children).toEqual([
      text("stratactl get "),
      { type: "element", tagName: "span", properties: { dataLong: "" }, children: broken(...SERVICES_PARTS) },
    ])
  })

  it("lays out inline code inside a link, a heading and a list", () => {
    const codes = codesOf(`## The \`${SERVICES_PATH}\` path\n\n- See [\`${SERVICES_PATH}\`](/reference/cue#services).\n`)
    expect(codes).toHaveLength(2)
    for (const code of codes) {
      expect(code.properties).toEqual({ dataWrap: "long" })
      expect(code.children).toEqual(broken(...SERVICES_PARTS))
    }
  })

  it.each([
    ["without a language", "```\nstratactl get " + SERVICES_PATH + "\n```\n"],
    ["in plain text", "```text\n" + SERVICES_PATH + "\n```\n"],
    ["highlighted", "```bash\nstratactl manifest plan -m " + SERVICES_PATH + "\n```\n"],
  ])("leaves the code of a fenced block %s untouched", (_kind, body) => {
    const [pre] = find(tree(body), (n) => n.tagName === "pre")
    const [code] = find(pre, (n) => n.tagName === "code")
    expect(code.properties).toEqual({})
    expect(find(pre, (n) => n.tagName === "wbr")).toEqual([])
    expect(find(pre, (n) => n.properties?.dataWrap !== undefined || n.properties?.dataLong !== undefined)).toEqual([])
    expect(textOf(code)).toBe(body.split("\n").slice(1, -2).join("\n"))
  })

  it("leaves a fenced block's single text child as one text", () => {
    const [code] = find(tree("```\n" + SERVICES_PATH + "\n```\n"), (n) => n.tagName === "code")
    expect(code.children).toEqual([text(SERVICES_PATH)])
  })
})

describe("inline code in a table", () => {
  const table = "| Code | Meaning |\n| --- | --- |\n| `PERMISSION_DENIED` | Use `secretmanager` or `workspace_id` outside. |\n\nOutside: `PERMISSION_DENIED`.\n"

  it("keeps a short token whole in a cell, as outside a table (a column is as wide as it)", () => {
    const codes = codesOf(table)
    expect(codes.map(textOf)).toEqual(["PERMISSION_DENIED", "secretmanager", "workspace_id", "PERMISSION_DENIED"])
    for (const code of codes) expect(code).toEqual({ type: "element", tagName: "code", properties: {}, children: [text(textOf(code))] })
  })

  it("lays out code in a header cell as in a cell", () => {
    const [code] = codesOf("| `error_code` | Meaning |\n| --- | --- |\n| x | y |\n")
    expect(code).toEqual({ type: "element", tagName: "code", properties: {}, children: [text("error_code")] })
  })
})

describe("table regions", () => {
  it("names each table's region after its column headings, inline code's text included", () => {
    const tables = find(
      tree(
        "| `error_code` value | Meaning | Retry? |\n| --- | --- | --- |\n| `PERMISSION_DENIED` | No access. | No |\n\n" +
          "Between.\n\n| Operator | Matches |\n| :-- | --: |\n| `eq` | equal values |\n",
      ),
      (n) => n.tagName === "table",
    )
    expect(tables.map((table) => table.properties)).toEqual([
      { dataRegionLabel: "Scrollable table: error_code value, Meaning, Retry?" },
      { dataRegionLabel: "Scrollable table: Operator, Matches" },
    ])
  })

  it("reads a heading's text through its emphasis and links", () => {
    const [table] = find(tree("| **Name** | [Type](/reference/types) |\n| --- | --- |\n| a | b |\n"), (n) => n.tagName === "table")
    expect(table.properties?.dataRegionLabel).toBe("Scrollable table: Name, Type")
  })

  it("adds the section's heading, and numbers tables that would still share a name (landmarks need unique names)", () => {
    const tables = find(
      tree("## OrderStatus\n\n| Value | Description |\n| --- | --- |\n| `PAID` | Paid. |\n\n## Direction\n\n| Value | Description |\n| --- | --- |\n| `ASC` | Up. |\n\n" +
        "| Value | Description |\n| --- | --- |\n| `DESC` | Down. |\n"),
      (n) => n.tagName === "table",
    )
    expect(tables.map((table) => table.properties?.dataRegionLabel)).toEqual([
      "Scrollable table: Value, Description (OrderStatus)",
      "Scrollable table: Value, Description (Direction)",
      "Scrollable table: Value, Description (Direction) 2",
    ])
  })

  it("labels only tables", () => {
    const labelled = find(tree("Text with `code`.\n\n| A |\n| --- |\n| 1 |\n"), (n) => n.properties?.dataRegionLabel !== undefined)
    expect(labelled.map((n) => n.tagName)).toEqual(["table"])
  })
})

describe("tableRegionLabel", () => {
  it("lists the trimmed, non-empty headings", () => {
    expect(tableRegionLabel(["Name", " Type ", "", "  ", "Default"])).toBe("Scrollable table: Name, Type, Default")
  })

  it("says only that it scrolls when there are no headings", () => {
    expect(tableRegionLabel([])).toBe("Scrollable table")
    expect(tableRegionLabel(["", " "])).toBe("Scrollable table")
  })
})
