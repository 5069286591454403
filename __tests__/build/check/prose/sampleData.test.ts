import type { Sample } from "../../../../src/build/check/prose/consistency"
import { checkSampleData, glossaryGroups, listedRecord, type DataSource } from "../../../../src/build/check/prose/sampleData"
import { examplesDataTexts, jsonObjects, pageDataTexts } from "../../../../src/build/check/prose/sampleDataTexts"

const samples: Sample[] = [
  { id: "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10", is: "Product COF-1001, Espresso beans, 1 kg", group: "records" },
  { id: "4d9a2e7b-8c1f-4b35-a6d0-2e5c9f3b7a18", is: "Product COF-1003, Decaf beans, 1 kg", group: "records" },
  { id: "b4e7c2a9-3d1f-4a68-9e05-7c2b8f1d6a39", is: "Product TEA-2003, Jasmine tea, 500 g (created as a draft)", group: "records" },
  { id: "5c2e8f41-7a3b-4d96-b0e2-1f4a6c8d9e03", is: "Category Coffee", group: "records" },
  { id: "9e41b7d2-3c5a-4f18-a6e0-2b7d9c1f4a85", is: "Order SO-10001", group: "records" },
  { id: "c71a4e09-8b2d-4f63-a5e1-0d9c3b7f2e58", is: "Inventory record of COF-1001 at warehouse-east", group: "records" },
  { id: "a3f9c2e1-7b4d-4e8a-9c16-2d5b8e0f4a71", is: "application user grace@example.com (Grace Hopper)", group: "users" },
]
const GROUPS = ["inventory-staff", "inventory-managers"]
const FILE = "content/docs/guides/p.mdx"

/** A page with four lines of front matter and a blank line: its body starts on line 6. */
const page = (...body: string[]): DataSource => ({ file: FILE, source: ["---", "title: P", "description: D.", "---", "", ...body].join("\n"), kind: "page" })
const json = (...lines: string[]) => ["```json", ...lines, "```"]
const check = (sources: DataSource[], groups = GROUPS) => checkSampleData(sources, samples, groups, "content/samples.yaml", "content/glossary.md")

describe("checkSampleData", () => {
  it.each([
    ["a product with its own name", json('{ "sku": "COF-1001", "name": "Espresso beans, 1 kg" }')],
    ["a listed ID with its own SKU and name", json('{ "id": "4d9a2e7b-8c1f-4b35-a6d0-2e5c9f3b7a18", "sku": "COF-1003", "name": "Decaf beans, 1 kg" }')],
    ["a name whose `is` has a note in parentheses", json('{ "sku": "TEA-2003", "name": "Jasmine tea, 500 g" }')],
    ["a product the samples don't list", json('{ "sku": "COF-1004", "name": "Café crème, 1 kg" }')],
    ["a malformed SKU next to a product's name (a validation error example)", ["```graphql", 'mutation { createProduct(input: { name: "Espresso beans, 1 kg", sku: "cof-1", price: 1, cost: 1 }) { id } }', "```"]],
    ["an inventory record of its own product and location", json('{ "id": "c71a4e09-8b2d-4f63-a5e1-0d9c3b7f2e58", "productId": "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10", "location": "warehouse-east" }')],
    ["a user with the glossary's group", json('{ "id": "a3f9c2e1-7b4d-4e8a-9c16-2d5b8e0f4a71", "email": "grace@example.com", "name": "Grace Hopper", "groups": ["inventory-staff"] }')],
    ["a condition on a listed group", ["Allow `'inventory-managers' in user.claims.groups`."]],
    ["aggregate groups, which are objects", json('{ "groups": [{ "key": { "categoryId": "5c2e8f41-7a3b-4d96-b0e2-1f4a6c8d9e03" }, "count": 3 }] }')],
    ["a block that isn't JSON", json('{ "sku": "COF-1001", "name": "Something else", ... }')],
    ["a name in another language's block", ["```ts", 'const product = { sku: "COF-1001", name: "Something else" }', "```"]],
  ])("right data: %s → no problem", (_case, body) => {
    expect(check([page(...body)]).problems).toEqual([])
  })

  it.each([
    ["a product with another name", json("{", '  "sku": "COF-1003",', '  "name": "Dark roast beans, 1 kg"', "}"), `${FILE}:9 COF-1003 is named "Decaf beans, 1 kg" in content/samples.yaml, not "Dark roast beans, 1 kg"`],
    ["a product's name with another SKU", json('{ "sku": "COF-1009", "name": "Espresso beans, 1 kg" }'), `${FILE}:7 "Espresso beans, 1 kg" is the name of COF-1001 in content/samples.yaml, not of COF-1009`],
    ["a product's ID with another product's SKU and name", json('{ "id": "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10", "sku": "COF-1003", "name": "Decaf beans, 1 kg" }'), `${FILE}:7 0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10 is the ID of "Product COF-1001, Espresso beans, 1 kg" (content/samples.yaml), not of the sku "COF-1003", name "Decaf beans, 1 kg"`],
    ["a category's ID on a product", json('{ "id": "5c2e8f41-7a3b-4d96-b0e2-1f4a6c8d9e03", "sku": "COF-1001" }'), `${FILE}:7 5c2e8f41-7a3b-4d96-b0e2-1f4a6c8d9e03 is the ID of "Category Coffee" (content/samples.yaml), not of the product COF-1001`],
    ["a category's ID with another name", json('{ "id": "5c2e8f41-7a3b-4d96-b0e2-1f4a6c8d9e03", "name": "Tea" }'), `${FILE}:7 5c2e8f41-7a3b-4d96-b0e2-1f4a6c8d9e03 is the ID of "Category Coffee" (content/samples.yaml), not of the name "Tea"`],
    ["an order's ID with another number", json('{ "id": "9e41b7d2-3c5a-4f18-a6e0-2b7d9c1f4a85", "orderNumber": "SO-10042" }'), `${FILE}:7 9e41b7d2-3c5a-4f18-a6e0-2b7d9c1f4a85 is the ID of "Order SO-10001" (content/samples.yaml), not of the orderNumber "SO-10042"`],
    ["an inventory record at another location", json('{ "id": "c71a4e09-8b2d-4f63-a5e1-0d9c3b7f2e58", "location": "warehouse-west" }'), `${FILE}:7 c71a4e09-8b2d-4f63-a5e1-0d9c3b7f2e58 is the ID of "Inventory record of COF-1001 at warehouse-east" (content/samples.yaml), not of the location "warehouse-west"`],
    ["an inventory record of another product", json('{ "id": "c71a4e09-8b2d-4f63-a5e1-0d9c3b7f2e58", "productId": "4d9a2e7b-8c1f-4b35-a6d0-2e5c9f3b7a18" }'), `${FILE}:7 c71a4e09-8b2d-4f63-a5e1-0d9c3b7f2e58 is the ID of "Inventory record of COF-1001 at warehouse-east" (content/samples.yaml), not of the productId "4d9a2e7b-8c1f-4b35-a6d0-2e5c9f3b7a18"`],
    ["a productId with another product's SKU", json('{ "productId": "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10", "sku": "COF-1003" }'), `${FILE}:7 0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10 is the ID of "Product COF-1001, Espresso beans, 1 kg" (content/samples.yaml), not of the sku "COF-1003"`],
    ["a user with another name", json('{ "id": "a3f9c2e1-7b4d-4e8a-9c16-2d5b8e0f4a71", "name": "Ada Lovelace" }'), `${FILE}:7 a3f9c2e1-7b4d-4e8a-9c16-2d5b8e0f4a71 is the ID of "application user grace@example.com (Grace Hopper)" (content/samples.yaml), not of the name "Ada Lovelace"`],
    ["a group the glossary doesn't list", json("{", '  "email": "grace@example.com",', '  "groups": ["staff"]', "}"), `${FILE}:9 group "staff" is not one of the groups of content/glossary.md (inventory-staff, inventory-managers)`],
    ["a condition on a group the glossary doesn't list", ["Allow `'staff' in user.claims.groups`."], `${FILE}:6 group "staff" is not one of the groups of content/glossary.md (inventory-staff, inventory-managers)`],
    [
      "a GraphQL input object with another name",
      ["```graphql", "mutation {", "  createProduct(", '    input: { sku: "COF-1003", name: "Dark roast beans, 1 kg", price: 26.0, cost: 12.9 }', "  ) { id }", "}", "```"],
      `${FILE}:9 COF-1003 is named "Decaf beans, 1 kg" in content/samples.yaml, not "Dark roast beans, 1 kg"`,
    ],
    [
      "a block inside a component, indented",
      ["<CodeGroup>", "", "  ```json title=\"Response\"", '  { "sku": "COF-1001", "name": "Decaf beans, 1 kg" }', "  ```", "", "</CodeGroup>"],
      `${FILE}:9 COF-1001 is named "Espresso beans, 1 kg" in content/samples.yaml, not "Decaf beans, 1 kg"`,
    ],
  ])("wrong data: %s → one problem with file:line", (_case, body, problem) => {
    expect(check([page(...body)]).problems).toEqual([problem])
  })

  it("reads the requests, variables and responses of examples.yaml at their file lines", () => {
    const source = [
      "examples:",
      "  - operation: product",
      "    title: Read COF-1001.",
      "    request: |",
      "      query {",
      '        product(id: "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10") { sku name }',
      "      }",
      "    variables: |",
      '      { "input": { "sku": "COF-1001", "name": "Espresso beans, 1 kg" } }',
      "    response: |",
      "      {",
      '        "data": { "product": { "sku": "COF-1001", "name": "Decaf beans, 1 kg" } }',
      "      }",
      "",
      "  - operation: me",
      "    response: |",
      '      { "data": { "me": { "groups": ["staff"] } } }',
    ].join("\n")
    expect(examplesDataTexts("content/schema/examples.yaml", source).map(({ line, lang }) => `${line} ${lang}`)).toEqual(["5 graphql", "9 json", "11 json", "17 json"])
    const result = check([{ file: "content/schema/examples.yaml", source, kind: "examples" }])
    expect(result.problems).toEqual([
      'content/schema/examples.yaml:12 COF-1001 is named "Espresso beans, 1 kg" in content/samples.yaml, not "Decaf beans, 1 kg"',
      'content/schema/examples.yaml:17 group "staff" is not one of the groups of content/glossary.md (inventory-staff, inventory-managers)',
    ])
    expect(result).toMatchObject({ texts: 4, unparsed: 0, mentions: 3 })
  })

  it("counts what it read: texts, those that don't parse, and the sample values it compared", () => {
    const result = check([page(...json('{ "sku": "COF-1001", "name": "Espresso beans, 1 kg" }'), "", "```graphql", "receiveStock(sku: String!): Inventory!", "```")])
    expect(result).toEqual({ problems: [], texts: 2, unparsed: 1, mentions: 1 })
  })

  it("checks no group without the glossary's list", () => {
    expect(check([page(...json('{ "groups": ["staff"] }'), "", "`'staff' in user.claims.groups`")], []).problems).toEqual([])
  })
})

describe("the pieces", () => {
  it.each([
    ["Product COF-1001, Espresso beans, 1 kg", "Product", { sku: "COF-1001", name: "Espresso beans, 1 kg" }],
    ["Product TEA-2003, Jasmine tea, 500 g (created as a draft; the publishProduct example)", "Product", { sku: "TEA-2003", name: "Jasmine tea, 500 g" }],
    ["Category Coffee", "Category", { name: "Coffee" }],
    ["Supplier Highland Roasters", "Supplier", { name: "Highland Roasters" }],
    ["Order SO-10001", "Order", { orderNumber: "SO-10001" }],
    ["Order of the Stateflow sample", "Order", {}],
    ["StockMovement DEL-20250314-01 (24 units of COF-1001 received at warehouse-east)", "StockMovement", { reference: "DEL-20250314-01" }],
    ["Inventory record of COF-1001 at warehouse-east", "Inventory", { location: "warehouse-east", productId: "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10" }],
    ["application user grace@example.com (Grace Hopper)", "application", { email: "grace@example.com", name: "Grace Hopper" }],
    ["workspace inventory-dev (base-template tutorials, development examples)", "workspace", { name: "inventory-dev" }],
    ["event auth.login.succeeded", "event", {}],
  ])("listedRecord: %s", (is, kind, fields) => {
    const products = new Map([["COF-1001", "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10"]])
    expect(listedRecord({ id: "ID", is, group: "records" }, products)).toEqual({ id: "id", is, kind, fields })
  })

  it("glossaryGroups reads the glossary's Groups row", () => {
    expect(glossaryGroups("| Thing | Value |\n| --- | --- |\n| Groups | `inventory-staff`, `inventory-managers` |\n")).toEqual(GROUPS)
    expect(glossaryGroups("# No groups here\n")).toEqual([])
  })

  it("jsonObjects gives every object, nested ones too, with the line of each field", () => {
    const objects = jsonObjects('{\n  "data": {\n    "me": { "name": "Grace Hopper",\n      "groups": ["inventory-staff"] }\n  }\n}')
    expect(objects.map((object) => Object.fromEntries(object))).toEqual([
      { data: { value: undefined, line: 2 } },
      { me: { value: undefined, line: 3 } },
      { name: { value: "Grace Hopper", line: 3 }, groups: { value: ["inventory-staff"], line: 4 } },
    ])
    expect(() => jsonObjects("{ ... }")).toThrow(SyntaxError)
  })

  it("pageDataTexts reads json and graphql fences, with the line after the fence", () => {
    const { source } = page(...json("{}"), "", "```bash", "echo {}", "```", "", "````graphql", "query { me { id } }", "````")
    expect(pageDataTexts(FILE, source)).toEqual([
      { file: FILE, line: 7, lang: "json", text: "{}" },
      { file: FILE, line: 15, lang: "graphql", text: "query { me { id } }" },
    ])
  })
})
