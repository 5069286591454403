import { buildSchema } from "graphql"
import { metaForReaders, parseCodeMeta } from "../../../src/mdx/code/codeMeta"
import { pageCode } from "../../../src/build/check/shared/codeBlocks"
import { checkErrorCodes } from "../../../src/build/check/reference/errorCodes"
import { checkGraphqlBlocks } from "../../../src/build/check/graphql/graphqlValidation"
import { checkHclBlocks } from "../../../src/build/check/hcl/hclExamples"
import { syntaxErrors } from "../../../src/build/kernel/tools/hcl"
import { parseHclExamples } from "../../../src/build/check/tools/hclDocument"
import type { Resource } from "../../../src/reference/sources"

// Fixture pages: a front matter of 4 lines sits above each body (lineOffset 4), so lines are file lines.
const blocksOf = (body: string) => pageCode({ file: "page.mdx", body, lineOffset: 4 }).blocks

const schema = buildSchema(`
  type Product { name: String! price: Float! isDraft: Boolean @deprecated(reason: "Use published.") published: Boolean }
  type Query { product(id: ID!): Product products(first: Int): [Product!]! }
`)

describe("GraphQL examples", () => {
  it("a valid query passes", () => {
    const result = checkGraphqlBlocks(blocksOf("Text.\n\n```graphql\nquery { products(first: 2) { name } }\n```\n"), schema)
    expect(result).toEqual({ problems: [], checked: 1, skipped: [], warnings: [] })
  })

  it("an unknown field names the file and the line of the field", () => {
    const body = "Text.\n\n```graphql\nquery {\n  product(id: \"1\") {\n    sku\n  }\n}\n```\n"
    expect(checkGraphqlBlocks(blocksOf(body), schema).problems).toEqual([expect.stringMatching(/^page\.mdx:10 GraphQL: Cannot query field "sku" on type "Product"/)])
  })

  it("an invalid argument is reported", () => {
    const body = "```graphql\nquery { products(last: 2) { name } }\n```\n"
    expect(checkGraphqlBlocks(blocksOf(body), schema).problems).toEqual([expect.stringMatching(/^page\.mdx:6 GraphQL: Unknown argument "last" on field "Query\.products"/)])
  })

  it("a syntax error is reported at its line", () => {
    const body = "```graphql\nquery {\n  products {\n}\n```\n"
    expect(checkGraphqlBlocks(blocksOf(body), schema).problems[0]).toMatch(/^page\.mdx:8 GraphQL: Syntax Error/)
  })

  it("a deprecated field in a page's example is a warning with file:line, not a problem", () => {
    const body = "Text.\n\n```graphql\nquery {\n  products {\n    name\n    isDraft\n  }\n}\n```\n"
    const result = checkGraphqlBlocks(blocksOf(body), schema)
    expect(result.problems).toEqual([])
    expect(result.warnings).toEqual(["page.mdx:11 GraphQL: The field Product.isDraft is deprecated. Use published. Show the replacement instead."])
    expect(checkGraphqlBlocks(blocksOf("```graphql\nquery { products { published } }\n```\n"), schema).warnings).toEqual([])
  })

  it("a nocheck block is skipped and counted with its reason, also inside a CodeGroup", () => {
    const body = '<CodeGroup>\n\n```graphql nocheck="a field signature"\nproducts(first: Int): [Product!]!\n```\n\n</CodeGroup>\n'
    expect(checkGraphqlBlocks(blocksOf(body), schema)).toEqual({ problems: [], checked: 0, skipped: ["page.mdx:8 a field signature"], warnings: [] })
  })
})

describe("fence meta", () => {
  it("reads nocheck beside title, and leaves it out of what readers get", () => {
    expect(parseCodeMeta('title="q.graphql" nocheck="partial on purpose"')).toEqual({ title: "q.graphql", nocheck: "partial on purpose" })
    expect(metaForReaders('title="q.graphql" nocheck="partial on purpose"')).toBe('title="q.graphql"')
    expect(metaForReaders('nocheck="partial"')).toBeNull()
  })
})

const resources: Resource[] = [
  {
    name: "stratadb_type",
    title: "Type",
    description: "A type.",
    terraform: { resource: "strata_stratadb_type" },
    cue: { package: "stratadb", definition: "Type" },
    attributes: [
      { name: "workspace_id", type: "string", required: true, views: ["terraform"], description: "Workspace." },
      { name: "name", type: "string", required: true, description: "Name." },
      { name: "fields", type: "map(object)", resource: "stratadb_field", required: true, description: "Fields." },
      { name: "settings", type: "object", description: "Settings.", attributes: [{ name: "bulk_upsert", type: "bool", description: "Bulk upsert." }] },
      { name: "id", type: "string", computed: true, views: ["terraform"], description: "ID." },
    ],
  },
  {
    name: "stratadb_field",
    title: "Field",
    description: "A field.",
    terraform: { inline: "strata_stratadb_type.fields" },
    cue: { package: "stratadb", definition: "Field" },
    attributes: [
      { name: "type", type: "string", required: true, values: ["uuid", "string", "integer", "enum"], description: "Type." },
      { name: "description", type: "string", description: "Description." },
      { name: "allowed_values", type: "list(string)", description: "Values." },
    ],
  },
]

const hcl = (text: string) => blocksOf(`\`\`\`hcl\n${text}\n\`\`\`\n`)

describe("Terraform examples", () => {
  it("a complete block passes", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = strata_workspace.inventory.id\n  name         = "Order"\n  fields = {\n    status = { type = "enum", allowed_values = ["PAID"] }\n  }\n  settings   = { bulk_upsert = true }\n  depends_on = [strata_stratadb.inventory]\n}'), resources)
    expect(result.problems).toEqual([])
    expect(result.resourceBlocks).toBe(1)
  })

  it("a missing required argument names the block's line", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  name   = "Order"\n  fields = {}\n}'), resources)
    expect(result.problems).toEqual(['page.mdx:6 Terraform: strata_stratadb_type.order needs the argument "workspace_id"'])
  })

  it("an unknown nested argument (CUE spelling in Terraform) and a missing nested required one are found", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = "w"\n  name         = "Order"\n  fields = {\n    status = { allowedValues = ["PAID"] }\n  }\n}'), resources)
    expect(result.problems).toEqual([
      expect.stringMatching(/^page\.mdx:10 Terraform: strata_stratadb_type\.order\.fields\["status"\] has no argument "allowedValues"/),
      'page.mdx:10 Terraform: strata_stratadb_type.order.fields["status"] needs the argument "type"',
    ])
  })

  it("an exported attribute can't be set, and an unknown resource is named", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = "w"\n  name = "Order"\n  fields = {}\n  id = "x"\n}\n\nresource "strata_nothing" "x" {}'), resources)
    expect(result.problems).toEqual(["page.mdx:10 Terraform: strata_stratadb_type.order.id is exported by the provider, not an argument", 'page.mdx:13 Terraform: there is no resource "strata_nothing" (content/schema/resources.yaml)'])
  })

  it("an excerpt that says it leaves arguments out is checked for unknown arguments only", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  # workspace_id, name, fields ...\n  settings = { bulk_upsert = true, draft = true }\n}'), resources)
    expect(result.problems).toEqual([expect.stringMatching(/^page\.mdx:8 Terraform: strata_stratadb_type\.order\.settings has no argument "draft"/)])
  })

  it("a syntax error is HashiCorp's parser's message, at its line", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = "w"\n  name =\n}'), resources)
    expect(result.problems).toEqual(["page.mdx:8 Terraform: Invalid expression; Expected the start of an expression, but found an invalid expression token."])
  })

  it("an unknown argument names its line, and what the resource has", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = "w"\n  name         = "Order"\n  fields       = {}\n  colour       = "red"\n}'), resources)
    expect(result.problems).toEqual(['page.mdx:10 Terraform: strata_stratadb_type.order has no argument "colour" (content/schema/resources.yaml lists workspace_id, name, fields, settings)'])
  })

  it("a placeholder that repeats its attribute's name, in any case, or its map entry's key is named at its line", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = "w"\n  name         = "Name"\n  fields = {\n    status = { type = "enum", description = "status" }\n  }\n}'), resources)
    expect(result.problems).toEqual([
      'page.mdx:8 Terraform: strata_stratadb_type.order.name is "Name", a placeholder that repeats its name: show a value of the running example (content/samples.yaml)',
      'page.mdx:10 Terraform: strata_stratadb_type.order.fields["status"].description is "status", a placeholder that repeats its key: show a value of the running example (content/samples.yaml)',
    ])
  })

  it("a value outside the attribute's values, and a value of another type, are named with what resources.yaml allows", () => {
    const result = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = "w"\n  name         = "Order"\n  fields = {\n    note = { type = "text" }\n  }\n  settings = { bulk_upsert = "yes" }\n}'), resources)
    expect(result.problems).toEqual([
      'page.mdx:10 Terraform: strata_stratadb_type.order.fields["note"].type is "text", which is not one of "uuid", "string", "integer", "enum" (content/schema/resources.yaml)',
      'page.mdx:12 Terraform: strata_stratadb_type.order.settings.bulk_upsert takes a bool (true or false) (content/schema/resources.yaml), not the string "yes"',
    ])
  })

  it("references, templates and null are any type; a block is the object of its name", () => {
    const ok = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  workspace_id = var.workspace\n  name         = "${var.prefix}Order"\n  fields       = local.fields\n  settings {\n    bulk_upsert = null\n  }\n}'), resources)
    expect(ok.problems).toEqual([])
    const bad = checkHclBlocks(hcl('resource "strata_stratadb_type" "order" {\n  # workspace_id, name, fields ...\n  settings {\n    bulk_upsert = 1\n  }\n}'), resources)
    expect(bad.problems).toEqual(["page.mdx:9 Terraform: strata_stratadb_type.order.settings.bulk_upsert takes a bool (true or false) (content/schema/resources.yaml), not the number 1"])
  })

  it("reads every diagnostic of the parser with its line, also when a message names another position", () => {
    const message = 'parse config: [example.tf:5,6-6,1: Invalid multi-line string; Quoted strings may not be split over multiple lines. example.tf:3,3-4: Attribute redefined; The argument "a" was already set at example.tf:2,3-4. Each argument may be set only once.]'
    expect(syntaxErrors(message)).toEqual([
      { line: 5, message: "Invalid multi-line string; Quoted strings may not be split over multiple lines." },
      { line: 3, message: 'Attribute redefined; The argument "a" was already set at example.tf:2,3-4. Each argument may be set only once.' },
    ])
  })

  it("reads the parser's values at the lines of the text: heredocs, templates, comments, lists and quoted keys", () => {
    const text = 'a = <<-EOT\n  x = { not = "read" }\nEOT\nb = "${var.x}/y" # note\nc = {\n  "d-e" = 1\n}\nf = [\n  { g = true },\n  {\n    g = false\n  },\n]'
    const parsed = parseHclExamples([text])(text)
    if ("errors" in parsed) throw new Error("expected a parse")
    const [a, b, c, f] = parsed.body.attributes
    expect([a, b, c, f].map((entry) => [entry.key, entry.line])).toEqual([["a", 1], ["b", 4], ["c", 5], ["f", 8]])
    expect(a.value).toEqual({ kind: "other", literal: { kind: "text", text: 'x = { not = "read" }\n', line: 2 } })
    expect(b.value).toEqual({ kind: "other", literal: { kind: "string", text: "${var.x}/y", line: 4, template: true } })
    expect(c.value).toEqual({ kind: "object", entries: [{ key: "d-e", line: 6, value: { kind: "other", literal: { kind: "number", text: "1", line: 6 } } }] })
    expect(f.value.kind === "list" && f.value.items.map((item) => item.kind === "object" && item.entries[0].line)).toEqual([9, 11])
  })
})

describe("error codes", () => {
  const catalogue = {
    codes: [{ code: "VALIDATION_FAILED", status: "200", summary: "", when: "", fix: "", retry: { queries: { safe: false, advice: "No." }, idempotent: { safe: false, advice: "No." }, other: { safe: false, advice: "No." } } }],
    reasons: [{ reason: "UNIQUE_VIOLATION", code: "VALIDATION_FAILED", summary: "", details: "" }],
  }

  it("codes in prose and code must be in the catalog; enum values and variables are not codes", () => {
    const body = 'Fails with `VALIDATION_FAILED` and reason `UNIQUE_VIOLATION`.\n\nOr `VALIDATON_FAILED`.\n\n```ts\nif (error.extensions.code === "TIMEOUT") retry()\nconst status = "SHIPPED", token = process.env.STRATA_ACCESS_TOKEN\n```\n'
    const result = checkErrorCodes([{ file: "page.mdx", body, lineOffset: 4 }], catalogue)
    expect(result.problems).toEqual(["page.mdx:7 error code VALIDATON_FAILED is not in content/schema/errors.yaml", "page.mdx:10 error code TIMEOUT is not in content/schema/errors.yaml"])
    expect(result.mentions).toBe(4)
  })
})

describe("Markdown twin", () => {
  it("keeps a block's title and drops its nocheck reason", () => {
    const { pageMarkdown } = jest.requireActual("../../../src/build/compile/markdown/pageMarkdown")
    const markdown = pageMarkdown({ route: "/p", title: "P", description: "D.", body: '```graphql title="sig.graphql" nocheck="a field signature"\nproducts: [Product!]!\n```\n' })
    expect(markdown).toContain('```graphql title="sig.graphql"\nproducts')
    expect(markdown).not.toContain("nocheck")
  })
})

describe("type links", () => {
  it("link inline code that is exactly a type name, in the page and in its Markdown twin, never in headings", () => {
    const { compileMdx } = jest.requireActual("../../../src/mdx/compiler/compileMdx")
    const { pageMarkdown } = jest.requireActual("../../../src/build/compile/markdown/pageMarkdown")
    const links = new Map([["ProductQueryInput", "/reference/api-references/graphql/input-objects#productqueryinput"]])
    const body = "## `ProductQueryInput`\n\nFilter with `ProductQueryInput`, not `ProductQueryInputs`.\n"
    const compiled = compileMdx(body, "page.mdx", 0, { codeLinks: links })
    expect(compiled.links).toEqual([{ href: "/reference/api-references/graphql/input-objects#productqueryinput", line: 3 }])
    expect(compiled.anchors).toContain("productqueryinput")
    const markdown = pageMarkdown({ route: "/p", title: "P", description: "D.", body }, "https://docs.strata.dev", links)
    expect(markdown).toContain("Filter with [`ProductQueryInput`](https://docs.strata.dev/reference/api-references/graphql/input-objects#productqueryinput), not `ProductQueryInputs`.")
    expect(markdown).toContain("## `ProductQueryInput`\n")
  })

  it("leave inline code alone inside a component that is a link itself (a card), so links never nest", () => {
    const { compileMdx } = jest.requireActual("../../../src/mdx/compiler/compileMdx")
    const links = new Map([["Product", "/reference/api-references/graphql/objects#product"]])
    const body = '<Cards>\n\n<Card title="Products" href="/guides/stratadb/filters">\n\nFilter `Product` records.\n\n</Card>\n\n</Cards>\n'
    expect(compileMdx(body, "page.mdx", 0, { codeLinks: links }).links.map((link: { href: string }) => link.href)).toEqual(["/guides/stratadb/filters"])
  })
})
