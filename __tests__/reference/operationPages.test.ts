import { buildSchema } from "graphql"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { changelogPage, revisionChanges } from "../../src/reference/changelogPage"
import { coordinateHref, graphqlPages } from "../../src/reference/graphqlPages"
import { diffSchemas } from "../../src/reference/schemaDiff"
import { operationUsages } from "../../src/reference/usedIn"

// The operation entries (defaults, limits, deprecations, examples, "Used in") and the changelog, from small SDL fixtures.
const sdl = `
directive @limit(max: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | FIELD_DEFINITION
enum Direction { ASC DESC }
input Sort { "Field." field: String! "Direction." direction: Direction = ASC }
type Product { name: String! isDraft: Boolean @deprecated(reason: "Use \`published\`.") published: Boolean }
type Query {
  "Products."
  products("Page size." first: Int = 100 @limit(max: 1000), "Sort." order: [Sort!] = [{field: "name"}], "Drafts too." includeDrafts: Boolean @deprecated(reason: "Filter on \`published\`.")): [Product!]! @limit(max: 5000)
}
type Mutation { "Publishes." publishProduct(id: ID!): Product! @deprecated(reason: "Set \`published\` instead.") }
`
const schema = buildSchema(sdl)
const example = { operation: "products", title: "List two products.", request: "query { products(first: 2) { name } }", response: '{ "data": { "products": [{ "name": "Espresso beans, 1 kg" }] } }' }
const usedIn = new Map([["query products", [{ route: "/guides/stratadb/filters", anchor: "operators", page: "Filters", section: "Operators" }]]])
const pages = graphqlPages(schema, { examples: [example], usedIn })
const body = (route: string) => pages.find((page) => page.route.endsWith(route))!.body

describe("an operation's entry", () => {
  it("fills the Default column with SDL defaults, as GraphQL writes them", () => {
    expect(body("/queries")).toContain("| `first` | [`Int`](/reference/api-references/graphql/scalars#int) | `100` | Page size. |")
    expect(body("/queries")).toContain('| `[{field: "name", direction: ASC}]` |')
  })

  it("states the limits of its arguments and of its result", () => {
    expect(body("/queries")).toContain("**Limits:** `first`: at most 1,000; the result: at most 5,000 entries.")
  })

  it("marks a deprecated operation with the badge, its reason and its replacement; a deprecated argument with its reason", () => {
    const mutations = body("/mutations")
    expect(mutations).toContain('<Heading level="2" deprecated="true">publishProduct</Heading>')
    expect(mutations).toMatch(/<Callout kind="deprecated">\n\nSet `published` instead\./)
    expect(body("/queries")).toContain("Drafts too. **Deprecated:** Filter on `published`.")
    expect(body("/objects")).toContain("**Deprecated:** Use `published`.")
    const compiled = compileMdx(mutations, "generated.mdx")
    expect(compiled.anchors).toContain("publishproduct")
  })

  it("shows the example's request and response with titles, and links the guide sections that use it", () => {
    const queries = body("/queries")
    expect(queries).toContain('```graphql title="Request"\nquery { products(first: 2) { name } }\n```')
    expect(queries).toContain('```json title="Response"')
    expect(queries).toContain("**Used in:** [Filters: Operators](/guides/stratadb/filters#operators).")
    expect(() => compileMdx(queries, "generated.mdx")).not.toThrow()
  })

  it("finds the sections of guides whose valid examples run an operation", () => {
    const guide = { route: "/guides/catalog", title: "Catalog", body: "## List products\n\n```graphql\nquery { products { name } }\n```\n\n## Broken\n\n```graphql\nquery { products { colour } }\n```\n" }
    expect(operationUsages([guide], schema).get("query products")).toEqual([{ route: "/guides/catalog", anchor: "list-products", page: "Catalog", section: "List products" }])
  })
})

const BEFORE = `
type Product { name: String! sku: String! colour: String }
enum Status { PAID SHIPPED LOST }
type Query { products(first: Int, sort: String): [Product!]! order(id: ID!): String }
`
const AFTER = `
type Product { name: String! sku: String! @deprecated(reason: "Use \`name\`.") colour: String price: Float }
enum Status { PAID SHIPPED }
type Query { products(first: Int = 100, sort: Int): [Product!]! order(id: ID!): String }
type Supplier { name: String! }
`

describe("the changelog", () => {
  const changes = diffSchemas(buildSchema(BEFORE), buildSchema(AFTER))
  const find = (what: string) => changes.filter((change) => change.what === what)

  it("lists additions of types and fields", () => {
    expect(find("Supplier")).toEqual([{ kind: "added", breaking: false, what: "Supplier", description: "New type Supplier." }])
    expect(find("Product.price")).toEqual([{ kind: "added", breaking: false, what: "Product.price", description: "New field Product.price." }])
  })

  it("lists deprecations with their reason", () => {
    expect(find("Product.sku")).toEqual([{ kind: "deprecated", breaking: false, what: "Product.sku", description: "Use `name`." }])
  })

  it("lists removals and a changed argument type as breaking (graphql-js)", () => {
    expect(find("Status.LOST")).toEqual([expect.objectContaining({ kind: "removed", breaking: true })])
    expect(find("Query.products(sort:)")).toEqual([expect.objectContaining({ kind: "changed", breaking: true, description: expect.stringContaining("changed type from String to Int") })])
  })

  it("lists a new default value", () => {
    expect(find("Query.products(first:)")).toEqual([expect.objectContaining({ kind: "changed", breaking: false, description: "New default value `100`, used when a request leaves it out." })])
  })

  it("renders each commit under its day, breaking changes marked, links to current entries", () => {
    const history = {
      shallow: false,
      revisions: [
        { sha: "b".repeat(40), date: "2025-03-14T09:30:00Z", subject: "Deprecate Product.sku", before: BEFORE, after: AFTER },
        { sha: "a".repeat(40), date: "2025-03-01T09:30:00Z", subject: "First schema", before: null, after: BEFORE },
      ],
    }
    expect(revisionChanges(history)[1].note).toBe("The first published version of the schema: 2 queries, 0 mutations and 7 named types.")
    const page = changelogPage(history, (what) => coordinateHref(buildSchema(AFTER), what))
    expect(page.body).toContain("## 14 March 2025")
    expect(page.body).toContain("**Deprecate Product.sku** (commit `bbbbbbb`)")
    expect(page.body).toContain("- **Breaking.** **Removed** [`Status.LOST`](/reference/api-references/graphql/enums#status): LOST was removed from enum type Status.")
    expect(page.body).toContain("- **Deprecated** [`Product.sku`](/reference/api-references/graphql/objects#product): Use `name`.")
    expect(page.entries).toBe(changes.length)
    expect(() => compileMdx(page.body, "generated.mdx")).not.toThrow()
  })

  it("says so when the build has no git history", () => {
    const page = changelogPage(null, () => undefined)
    expect(page.body).toContain("## No history in this build")
    expect(page.entries).toBe(0)
  })
})
