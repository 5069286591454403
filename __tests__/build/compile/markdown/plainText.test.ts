import { toString } from "mdast-util-to-string"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import { unified } from "unified"
import { withoutNeedlessEscapes } from "../../../../src/build/compile/markdown/plainText"
import { pageMarkdown } from "../../../../src/build/compile/markdown/pageMarkdown"

const twinOf = (description: string, body = "") => pageMarkdown({ route: "/a", title: "A", description, body }, "https://docs.example.dev")
const parser = unified().use(remarkParse).use(remarkGfm)
/** What a Markdown renderer shows for the twin's description paragraph. */
const rendered = (twin: string) => toString((parser.parse(twin) as { children: unknown[] }).children[1] as never)

describe("withoutNeedlessEscapes", () => {
  it.each([
    ["strata\\_workspace", "strata_workspace"],
    ["strata\\_stratadb\\_type", "strata_stratadb_type"],
    ["SHIP\\_NOTIFY", "SHIP_NOTIFY"],
    ["a\\_\\_b", "a__b"],
    ["grace\\@example.com", "grace@example.com"],
    // An underscore at either end of a word could open or close emphasis: kept.
    ["\\_id", "\\_id"],
    ["name\\_", "name\\_"],
    ["\\_emphasis\\_", "\\_emphasis\\_"],
    // An escaped backslash before an underscore is not an escaped underscore.
    ["a\\\\\\_b", "a\\\\\\_b"],
    ["\\*", "\\*"],
    ["\\[x]", "\\[x]"],
    ["1\\. item", "1\\. item"],
  ])("%s → %s", (escaped, expected) => expect(withoutNeedlessEscapes(escaped)).toBe(expected))
})

describe("the twin of a page", () => {
  it.each([
    ["The import ID of the strata_workspace Terraform resource.", "The import ID of the strata_workspace Terraform resource."],
    ["Add grace@example.com to the group.", "Add grace@example.com to the group."],
    ["Receive SHIP_NOTIFY webhooks.", "Receive SHIP_NOTIFY webhooks."],
    ["Wrap _this_ and *that* as they are.", "Wrap \\_this\\_ and \\*that\\* as they are."],
  ])("writes %j as %j, which a renderer shows as the text itself", (description, written) => {
    const twin = twinOf(description)
    expect(twin.split("\n")[2]).toBe(written)
    expect(rendered(twin)).toBe(description)
  })

  it("writes a name of the body without escapes too", () => {
    expect(twinOf("D.", "Set strata_workspace.name in snake_case.")).toContain("Set strata_workspace.name in snake_case.")
  })
})
