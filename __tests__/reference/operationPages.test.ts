import { buildSchema } from "graphql"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { graphqlPages } from "../../src/reference/graphqlPages"
import { operationUsages } from "../../src/reference/usedIn"

// The operation entries (defaults, limits, deprecations, examples, "Used in"), from small SDL fixtures (the changelog: changelog.test.ts).
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
  it("gives its arguments the SDL's defaults, as GraphQL writes them, and their limits", () => {
    expect(body("/queries")).toContain(
      '<Property name="first" type="Int" typeHref="/reference/api-references/graphql/scalars#int" required="false" default="100" limit="at most 1,000">\n\nPage size.\n\n</Property>',
    )
    expect(body("/queries")).toContain(`<Property name="order" type="[Sort!]" typeHref="/reference/api-references/graphql/input-objects#sort" required="false" default='[{field: "name", direction: ASC}]'>`)
    expect(body("/input-objects")).toContain('<Property name="direction" type="Direction" typeHref="/reference/api-references/graphql/enums#direction" required="false" default="ASC">')
  })

  it("states the limits of its arguments and of its result", () => {
    expect(body("/queries")).toContain("**Limits:** `first`: at most 1,000; the result: at most 5,000 entries.")
  })

  it("marks a deprecated operation with the badge, its reason and its replacement; a deprecated argument with its reason", () => {
    const mutations = body("/mutations")
    expect(mutations).toContain('<Heading level="2" deprecated="true">publishProduct</Heading>')
    expect(mutations).toMatch(/<Callout kind="deprecated">\n\nSet `published` instead\./)
    expect(body("/queries")).toContain(
      '<Property name="includeDrafts" type="Boolean" typeHref="/reference/api-references/graphql/scalars#boolean" required="false" deprecated="true">\n\nDrafts too.\n\n**Deprecated:** Filter on `published`.\n\n</Property>',
    )
    expect(body("/objects")).toContain('<Property name="isDraft" type="Boolean" typeHref="/reference/api-references/graphql/scalars#boolean" deprecated="true">\n\n**Deprecated:** Use `published`.\n\n</Property>')
    const compiled = compileMdx(mutations, "generated.mdx")
    expect(compiled.anchors).toContain("publishproduct")
  })

  it("shows the example's request and response with titles, and links the guide sections that use it", () => {
    const queries = body("/queries")
    expect(queries).toContain('```graphql title="Request" run="example:products"\nquery { products(first: 2) { name } }\n```')
    expect(queries).toContain('```json title="Response"')
    expect(queries).toContain("**Used in:** [Filters: Operators](/guides/stratadb/filters#operators).")
    expect(() => compileMdx(queries, "generated.mdx")).not.toThrow()
  })

  it("puts the example under its own heading, nested under the operation in the contents list, with a stable id", () => {
    const queries = body("/queries")
    expect(queries).toContain('<Heading level="3" id="products-example" part="true">Example</Heading>\n\nList two products.\n\n```graphql title="Request"')
    const { headings } = compileMdx(queries, "generated.mdx")
    const entry = headings.findIndex((heading) => heading.id === "products")
    expect(headings.slice(entry, entry + 2)).toEqual([
      { id: "products", text: "products", depth: 2 },
      { id: "products-example", text: "Example", depth: 3 },
    ])
  })

  it("finds the sections of guides whose valid examples run an operation", () => {
    const guide = { route: "/guides/catalog", title: "Catalog", body: "## List products\n\n```graphql\nquery { products { name } }\n```\n\n## Broken\n\n```graphql\nquery { products { colour } }\n```\n" }
    expect(operationUsages([guide], schema).get("query products")).toEqual([{ route: "/guides/catalog", anchor: "list-products", page: "Catalog", section: "List products" }])
  })
})
