import { buildSchema } from "graphql"
import { pageCode, type CodeBlock } from "../../../../src/build/check/shared/codeBlocks"
import { checkCreateInputs } from "../../../../src/build/check/graphql/createInputs"
import { parseCue } from "../../../../src/build/check/tools/cueParse"
import { checkEmbeddedGraphql } from "../../../../src/build/check/graphql/embeddedGraphql"
import { parseHclExamples } from "../../../../src/build/check/tools/hclDocument"
import { checkTypeDeclarations } from "../../../../src/build/check/graphql/typeDeclarationChecks"

// The guides can't drift from strata.graphql: GraphQL embedded in Terraform and CUE validates against it,
// the guides' declarations of its StrataDB types agree with it, and its create inputs follow the fields
// guide. Fixture pages have 4 lines of front matter above the body (lineOffset 4), so lines are file lines.

const FILE = "content/docs/guides/p.mdx"
const blocksOf = (...body: string[]): CodeBlock[] => pageCode({ file: FILE, body: body.join("\n"), lineOffset: 4 }).blocks
const fence = (lang: string, ...lines: string[]) => [`\`\`\`${lang}`, ...lines, "```", ""]

// A small schema in the generated style: Inventory with a default on create, Order with an enum and a nested list.
const schema = buildSchema(`
  enum OrderStatus { PENDING PAID }
  type OrderItems { productId: ID! quantity: Int! }
  input OrderItemsInput { productId: ID! quantity: Int! }
  type Inventory { id: ID! productId: ID! location: String! quantity: Int! note: String createdAt: DateTime! }
  input InventoryCreateInput { productId: ID! location: String! quantity: Int = 0 note: String }
  input InventoryUpdateInput { productId: ID location: String quantity: Int note: String }
  type Order { id: ID! status: OrderStatus! items: [OrderItems!] }
  input OrderCreateInput { status: OrderStatus! items: [OrderItemsInput!] }
  input OrderUpdateInput { status: OrderStatus items: [OrderItemsInput!] }
  type InventoryConnection { totalCount: Int! }
  scalar DateTime
  type Query { inventory(id: ID!): Inventory inventories(first: Int): InventoryConnection! }
  type Mutation { createInventory(input: InventoryCreateInput!): Inventory! updateInventory(id: ID!, input: InventoryUpdateInput!): Inventory! }
`)

describe("GraphQL embedded in Terraform and CUE", () => {
  const hclStep = (query: string[], extra: string[] = []) =>
    fence("hcl", 'resource "strata_pipeline_resolver" "receive_stock" {', "  steps = [", "    {", '      name = "findStock"', "      graphql = {", ...extra, "        query = <<-EOT", ...query.map((line) => `          ${line}`), "        EOT", "      }", "    },", "  ]", "}")
  const cueStep = (query: string[]) => fence("cue", "steps: [{", '\tname: "findStock"', "\tgraphql: {", '\t\tquery: """', ...query.map((line) => `\t\t\t${line}`), '\t\t\t"""', "\t}", "}]")

  it.each([
    ["a valid heredoc query", hclStep(["query ($id: ID!) {", "  inventory(id: $id) { quantity }", "}"]), []],
    [
      "a field a guide selects that the SDL lacks, in a heredoc",
      hclStep(["query ($id: ID!) {", "  inventory(id: $id) { quantity sku }", "}"]),
      [`${FILE}:13 GraphQL in Terraform: Cannot query field "sku" on type "Inventory".`],
    ],
    [
      "a field a guide selects that the SDL lacks, in a CUE multi-line string",
      cueStep(["query ($id: ID!) {", "  inventory(id: $id) {", "    sku", "  }", "}"]),
      [`${FILE}:12 GraphQL in CUE: Cannot query field "sku" on type "Inventory".`],
    ],
    ["an unknown argument", cueStep(["query { inventories(last: 2) { totalCount } }"]), [`${FILE}:10 GraphQL in CUE: Unknown argument "last" on field "Query.inventories".`]],
    ["a syntax error at its line", hclStep(["query {", "  inventories {", "}"]), [expect.stringMatching(new RegExp(`^${FILE}:14 GraphQL in Terraform: Syntax Error`))]],
    [
      "a quoted one-line query of an executor operation",
      fence("hcl", "executors = {", '  "init-stock" = {', "    operation = {", '      graphql = { application = "inventory", query = "mutation { createInventory(input: { productId: \\"p\\", location: \\"x\\", quanity: 1 }) { id } }" }', "    }", "  }", "}"),
      [`${FILE}:9 GraphQL in Terraform: Field "quanity" is not defined by type "InventoryCreateInput". Did you mean "quantity"?`],
    ],
  ])("%s", (_case, body, expected) => {
    const result = checkEmbeddedGraphql(blocksOf(...body), schema)
    expect(result.problems).toEqual(expected)
    expect(result.queries).toBe(1)
  })

  it.each([
    ["an operation sent to another application", hclStep(["query { storefrontProducts { sku } }"], ['        application = "storefront"']), `${FILE}:13 sent to the application "storefront", whose schema strata.graphql is not`],
    ["a query built with a Terraform template", hclStep(["query { inventory(id: \"${var.id}\") { quantity } }"]), `${FILE}:12 the query is built with an interpolation`],
  ])("skips %s, with the reason", (_case, body, skipped) => {
    const result = checkEmbeddedGraphql(blocksOf(...body), schema)
    expect(result).toMatchObject({ problems: [], queries: 0, queriesSkipped: [skipped] })
  })

  it("reads no block whose fence says nocheck, and counts it there", () => {
    const result = checkEmbeddedGraphql(blocksOf('```cue nocheck="an older SDK"', 'graphql: query: "query { nothing }"', "```"), schema)
    expect(result).toMatchObject({ problems: [], queries: 0, skipped: [`${FILE}:6 an older SDK`] })
  })
})

describe("declarations of the schema's StrataDB types", () => {
  const cueInventory = (...fields: string[]) => fence("cue", "#Inventory: stratadb.#Type & {", '\tname: "Inventory"', "\tfields: {", ...fields.map((line) => `\t\t${line}`), "\t}", "}")
  const check = (...body: string[][]) => checkTypeDeclarations(blocksOf(...body.flat()), schema)

  it.each([
    ["a declaration that agrees", cueInventory('productId: {type: "uuid", required: true}', 'quantity: {type: "integer", required: true, default: 0}', 'note: {type: "string"}')],
    ["a subset of the fields (a tutorial adds the others later)", cueInventory('location: {type: "string", required: true}')],
    ["a field left optional for now, on purpose", cueInventory("// Optional for now: a later step makes it required.", 'location: {type: "string"}')],
    [
      "a Terraform resource with a nested list and an enum",
      fence("hcl", 'resource "strata_stratadb_type" "order" {', '  name = "Order"', "  fields = {", '    status = { type = "enum", required = true, allowed_values = ["PENDING", "PAID"] }', '    items = { type = "nested", array = true, fields = { quantity = { type = "integer", required = true } } }', "  }", "}"),
    ],
    ["an excerpt under a comment naming its type", fence("hcl", "# On Order", 'status = { type = "enum", required = true }')],
  ])("%s → no problem", (_case, body) => {
    expect(check(body).problems).toEqual([])
  })

  it.each([
    [
      "a field the schema doesn't have",
      cueInventory('countedBy: {type: "string"}'),
      `${FILE}:9 StrataDB type Inventory: the page declares Inventory.countedBy, but strata.graphql's Inventory has no field "countedBy" (content/schema/strata.graphql:5); add it to the schema or take it out of the example`,
    ],
    ["required on the page, nullable in the schema", cueInventory('note: {type: "string", required: true}'), `${FILE}:9 StrataDB type Inventory: Inventory.note is required here but String in strata.graphql (content/schema/strata.graphql:5); a required field is non-null`],
    [
      "a default the create input doesn't have",
      cueInventory('location: {type: "string", required: true, default: "warehouse-east"}'),
      `${FILE}:9 StrataDB type Inventory: Inventory.location has default "warehouse-east" here but InventoryCreateInput.location has no default in strata.graphql (content/schema/strata.graphql:6)`,
    ],
    [
      "required without the create input's default",
      fence("hcl", 'resource "strata_stratadb_type" "inventory" {', '  name = "Inventory"', "  fields = {", '    quantity = { type = "integer", required = true }', "  }", "}"),
      `${FILE}:9 StrataDB type Inventory: Inventory.quantity has no default here but InventoryCreateInput.quantity has default 0 in strata.graphql (content/schema/strata.graphql:6)`,
    ],
    ["another field type", cueInventory('productId: {type: "string", required: true}'), `${FILE}:9 StrataDB type Inventory: Inventory.productId is a string field here (GraphQL String) but ID! in strata.graphql (content/schema/strata.graphql:5)`],
    [
      "a nested field required on the page, with the type named by a comment",
      fence("cue", "// On Order", 'items: {type: "nested", array: true, fields: {productId: {type: "uuid"}}}'),
      `${FILE}:7 StrataDB type Order: OrderItems.productId is optional here but ID! in strata.graphql (content/schema/strata.graphql:3); a required field is non-null`,
    ],
  ])("%s → one problem with file:line", (_case, body, expected) => {
    expect(check(body).problems).toEqual([expected])
  })

  it("a relation the schema says is indexed is declared with index: true wherever a page writes the relation", () => {
    const indexed = buildSchema(`
      type Product { id: ID! }
      type Inventory { id: ID! "The product counted (relation to \`Product\`, indexed)." productId: ID! product: Product }
      input InventoryCreateInput { productId: ID! }
      type Query { inventory(id: ID!): Inventory }
    `)
    const relation = 'relation: {type: "Product", field: "product", onDelete: "CASCADE"}'
    const declare = (field: string) => checkTypeDeclarations(blocksOf(...cueInventory(field)), indexed).problems
    expect(declare(`productId: {type: "uuid", required: true, index: true, ${relation}}`)).toEqual([])
    expect(declare(`productId: {type: "uuid", required: true, ${relation}}`)).toEqual([
      `${FILE}:9 StrataDB type Inventory: Inventory.productId has a relation without index: true here, but strata.graphql says it is indexed (content/schema/strata.graphql:3); write index: true beside the relation`,
    ])
  })

  it("counts declarations and fields, and leaves types the schema doesn't have to their own example", () => {
    const result = check(cueInventory('productId: {type: "uuid", required: true}', 'location: {type: "string", required: true}'), fence("cue", '#SyncCursor: stratadb.#Type & {name: "SyncCursor", fields: {cursor: {type: "string"}}}'))
    expect(result).toMatchObject({ problems: [], declarations: 1, fields: 2, otherTypes: 1 })
  })
})

describe("create and update inputs follow the fields guide", () => {
  const base = (create: string, update = "input InventoryUpdateInput { location: String quantity: Int }") =>
    buildSchema(`\ntype Inventory { id: ID! location: String! quantity: Int! note: String createdAt: String! }\n${create}\n${update}\ntype Query { inventory(id: ID!): Inventory }`)

  it.each([
    ["required with a default is optional and shows it", "input InventoryCreateInput { location: String! quantity: Int = 0 note: String }", "input InventoryUpdateInput { location: String quantity: Int note: String }", []],
    [
      "a required field without a default is optional",
      "input InventoryCreateInput { location: String quantity: Int! note: String }",
      "input InventoryUpdateInput { location: String quantity: Int note: String }",
      ['content/schema/strata.graphql:3 InventoryCreateInput.location is optional, but Inventory.location is required (String!, content/schema/strata.graphql:2) and has no default: make it non-null or give it its default'],
    ],
    [
      "a non-null field with a default, and an optional one made non-null",
      "input InventoryCreateInput { location: String! quantity: Int! = 0 note: String! }",
      "input InventoryUpdateInput { location: String quantity: Int note: String }",
      [
        'content/schema/strata.graphql:3 InventoryCreateInput.quantity has a default, so it is optional: write it without "!"',
        "content/schema/strata.graphql:3 InventoryCreateInput.note is non-null but Inventory.note is optional (String, content/schema/strata.graphql:2)",
      ],
    ],
    [
      "a stored field missing from the create input, and an update input with a default",
      "input InventoryCreateInput { location: String! quantity: Int = 0 }",
      "input InventoryUpdateInput { location: String quantity: Int = 0 }",
      [
        'content/schema/strata.graphql:2 Inventory.note is a stored field, but InventoryCreateInput has no field "note" (content/schema/strata.graphql:3)',
        "content/schema/strata.graphql:4 InventoryUpdateInput.quantity has a default; defaults apply on create, never on update",
      ],
    ],
  ])("%s", (_case, create, update, expected) => {
    expect(checkCreateInputs(base(create, update)).problems).toEqual(expected)
  })
})

describe("the readers the checks share", () => {
  it("HCL literals keep the text HashiCorp's parser reads and the line it starts on", () => {
    const text = 'name = "Inventory"\nquery = <<-EOT\n  query { x }\nEOT\ncount = 3\nref = var.x'
    const parsed = parseHclExamples([text])(text)
    const attributes = "body" in parsed ? parsed.body.attributes : []
    expect(attributes.map((entry) => (entry.value.kind === "other" ? entry.value.literal : entry.value.kind))).toEqual([
      { kind: "string", text: "Inventory", line: 1 },
      { kind: "text", text: "query { x }\n", line: 3 },
      { kind: "number", text: "3", line: 5 },
      undefined,
    ])
  })

  it("CUE: short forms, unifications with definitions, multi-line strings and embedded values", () => {
    const file = parseCue(['package strata', 'import "strata.dev/sdk/cue/stratadb"', "", "#Inventory: stratadb.#Type & {", '\tname: "Inventory" // the type', "\tsettings: changeDataCapture: true", '\tquery: """', "\t\tquery { x }", '\t\t"""', "}", "executor.#Namespace & {namespace: \"inventory-jobs\"}"].join("\n"))
    const [inventory] = file.entries
    expect(inventory).toMatchObject({ key: "#Inventory", line: 4, value: { kind: "object", definitions: ["stratadb.#Type"] } })
    const entries = inventory.value.kind === "object" ? inventory.value.entries : []
    expect(entries.map((entry) => entry.key)).toEqual(["name", "settings", "query"])
    expect(entries[1].value).toMatchObject({ kind: "object", entries: [{ key: "changeDataCapture", value: { literal: { kind: "word", text: "true" } } }] })
    expect(entries[2].value).toEqual({ kind: "other", literal: { kind: "text", text: "\t\tquery { x }", line: 8 } })
    expect(file.embeds).toMatchObject([{ kind: "object", definitions: ["executor.#Namespace"] }])
  })
})
