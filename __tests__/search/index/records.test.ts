import { compileMdx } from "../../../src/mdx/compiler/compileMdx"
import { pageRecords, tidyLines } from "../../../src/search/index/records"
import { termLists } from "../../../src/search/index/termScores"

const source = `Filters narrow the results of a list query.

## Operators

Use \`eq\` to match a value exactly.

\`\`\`graphql
query { products(query: { sku: { eq: "A-1" } }) { totalCount } }
\`\`\`

### Combining operators

Combine with \`and\` and \`or\`.

<Properties>

<Property name="hasPrefix" type="string">

Matches the start of a string.

</Property>

</Properties>

<Heading level="2" tag="POST" label="/query">Filter over HTTP</Heading>

Send the filter in the request body.
`

const page = { route: "/guides/stratadb/filters", title: "Filters", description: "Narrow results.", tree: compileMdx(source, "x.mdx").tree }

describe("pageRecords", () => {
  const all = pageRecords(page)
  const records = all.filter((record) => record.kind !== "entry")

  it("makes one record for the intro and one per h2/h3 (including <Heading>), with stable ids and urls", () => {
    expect(records.map((r) => [r.objectID, r.url, r.header])).toEqual([
      ["/guides/stratadb/filters", "/guides/stratadb/filters", "Filters"],
      ["/guides/stratadb/filters#operators", "/guides/stratadb/filters#operators", "Operators"],
      ["/guides/stratadb/filters#combining-operators", "/guides/stratadb/filters#combining-operators", "Combining operators"],
      ["/guides/stratadb/filters#filter-over-http", "/guides/stratadb/filters#filter-over-http", "Filter over HTTP"],
    ])
  })

  it("keeps the section's whole prose, one block a line, and its code apart", () => {
    expect(records[0].content).toBe("Filters narrow the results of a list query.")
    expect(records[1].content).toBe("Use eq to match a value exactly.")
    expect(records[1].code).toBe('query { products(query: { sku: { eq: "A-1" } }) { totalCount } }')
    expect(records[2].content).toBe("Combine with and and or.\nhasPrefix string\nMatches the start of a string.")
    expect(records[2].code).toBe("")
    expect(records[3].content).toBe("Send the filter in the request body.")
  })

  it("keeps every word of a long section", () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ")
    const [intro] = pageRecords({ ...page, tree: compileMdx(`${long}\n`, "x.mdx").tree })
    expect(intro.content.split(" ")).toHaveLength(400)
    expect(intro.content.endsWith("word399")).toBe(true)
  })

  it("carries the page and the section hierarchy", () => {
    expect(records[2].hierarchy).toEqual(["Filters", "Operators", "Combining operators"])
    expect(records[3].hierarchy).toEqual(["Filters", "Filter over HTTP"])
    expect(records.every((r) => r.slug === "/guides/stratadb/filters" && r.title === "Filters")).toBe(true)
  })

  it("keeps an entry's parts (Permissions, Errors, Example headings) in the entry's record", () => {
    const source = [
      "## setOrderStatus", "", "Moves an order.", "",
      '<Heading level="3" id="setorderstatus-permissions" part="true">Permissions</Heading>', "", "Members of `inventory-managers`.", "",
      '<Heading level="3" id="setorderstatus-errors" part="true">Errors</Heading>', "", "- `PERMISSION_DENIED`", "",
    ].join("\n")
    const entry = pageRecords({ ...page, tree: compileMdx(source, "x.mdx").tree })
    expect(entry.map((r) => r.url)).toEqual(["/guides/stratadb/filters", "/guides/stratadb/filters#setorderstatus"])
    expect(entry[1].content).toBe("Moves an order.\nPermissions\nMembers of inventory-managers.\nErrors\nPERMISSION_DENIED")
  })

  it("gives an entry with its own id (a property, a limit's run-in) a record of its own after its section's, named by it", () => {
    expect(all.map((r) => r.url)).toEqual([
      "/guides/stratadb/filters",
      "/guides/stratadb/filters#operators",
      "/guides/stratadb/filters#combining-operators",
      "/guides/stratadb/filters#combining-operators-hasprefix",
      "/guides/stratadb/filters#filter-over-http",
    ])
    expect(all[3]).toEqual({
      objectID: "/guides/stratadb/filters#combining-operators-hasprefix",
      url: "/guides/stratadb/filters#combining-operators-hasprefix",
      slug: "/guides/stratadb/filters",
      header: "hasPrefix",
      content: "string\nMatches the start of a string.",
      code: "",
      title: "Filters",
      hierarchy: ["Filters", "Combining operators", "hasPrefix"],
      kind: "entry",
    })
    const reference = `## Inventory\n\n<Properties>\n\n<Property name="reorderPoint" type="Int!">\n\nQuantity at or below which the product is reordered.\n\n</Property>\n\n</Properties>\n\n## The GraphQL API\n\n**Query depth (10 levels).** Depth counts nested selection sets.\n`
    const entries = pageRecords({ ...page, tree: compileMdx(reference, "x.mdx").tree }).filter((r) => r.kind === "entry")
    // A type's field names its type, so `Inventory.reorderPoint` finds it; a run-in is named without its value.
    expect(entries.map((r) => [r.url, r.header, r.content])).toEqual([
      ["/guides/stratadb/filters#inventory-reorderpoint", "reorderPoint", "Inventory\nInt!\nQuantity at or below which the product is reordered."],
      ["/guides/stratadb/filters#query-depth", "Query depth", "Query depth (10 levels). Depth counts nested selection sets."],
    ])
  })

  it("gives every record of a page with a searchWeight that weight, and none to a page without", () => {
    expect(all.every((record) => !("weight" in record))).toBe(true)
    const history = pageRecords({ ...page, route: "/notes", weight: 0.5 })
    expect(history.map((record) => record.weight)).toEqual(all.map(() => 0.5))
    // Its sections score that much of what the same text scores on a page of weight 1.
    const lists = termLists([...all, ...history])
    const list = lists.get("hasprefix")!
    const scores = new Map(list.flatMap((value, at) => (at % 2 === 0 ? [[value, list[at + 1]] as const] : [])))
    expect([...scores.keys()]).toEqual([2, 3, all.length + 2, all.length + 3])
    for (const section of [2, 3]) expect(scores.get(all.length + section)! / scores.get(section)!).toBeCloseTo(0.5, 5)
  })

  it("uses the description for an empty intro", () => {
    const noIntro = pageRecords({ ...page, tree: compileMdx("## Only\n\nText.\n", "x.mdx").tree })
    expect(noIntro[0].content).toBe("Narrow results.")
  })
})

describe("tidyLines", () => {
  it("collapses spaces within lines and drops empty lines", () => {
    expect(tidyLines("  a\n\n b   c  \n")).toBe("a\nb c")
  })
})
