/** @jest-environment node */
import { configFromTerraform } from "../../src/workspace/configFromTerraform"
import { responseDifferences } from "../../src/workspace/compareResponses"

// The configuration read from a project's Terraform (as HashiCorp's parser writes it), and the comparison of responses.

const type = (label: string, body: Record<string, unknown>) => ({ resource: { strata_stratadb_type: { [label]: [body] } } })

it("a later block of the same resource keeps the fields it doesn't write and adds its own", () => {
  const config = configFromTerraform([
    type("product", { name: "Product", fields: { sku: { type: "string", unique: true } } }),
    type("product", { fields: { categoryId: { type: "uuid", relation: { type: "Category" } } }, permissions: [{ actions: ["read"], condition: "true" }] }),
  ])
  expect(config.types.Product).toEqual({ unique: ["sku"], relations: { categoryId: { type: "Category", onDelete: "RESTRICT" } }, permissions: [{ actions: ["read"], condition: "true" }] })
})

it("a permission rule written as a local is the local's value", () => {
  const config = configFromTerraform([
    { locals: [{ staff: "'inventory-staff' in user.claims.groups", staff_read: [{ actions: ["read"], condition: "${local.staff}" }] }] },
    type("product", { name: "Product", permissions: "${local.staff_read}" }),
  ])
  expect(config.types.Product.permissions).toEqual([{ actions: ["read"], condition: "'inventory-staff' in user.claims.groups" }])
})

it("a resolver's steps keep their kinds, and its settings and validations are read", () => {
  const config = configFromTerraform([
    { resource: { strata_pipeline_resolver: { receive_stock: [{ name: "receiveStock", steps: [{ name: "check", validate: { condition: "true", message: "m" } }, { name: "find", graphql: { query: "{ me { id } }", variables: { a: "args.a" } } }], result: "steps.find" }] } } },
    type("inventory", { name: "Inventory", settings: { aggregation: true }, validate: [{ expr: "record.quantity >= 0", message: "negative" }], fields: { quantity: { validate: [{ expr: "value >= 0", message: "q" }] } } }),
  ])
  expect(config.resolvers.receiveStock.steps.map((step) => step.kind)).toEqual(["validate", "graphql"])
  expect(config.types.Inventory).toMatchObject({ aggregation: true, validations: [{ expr: "record.quantity >= 0", message: "negative" }], fieldValidations: { quantity: [{ expr: "value >= 0", message: "q" }] } })
})

it("a response differs where a value differs, naming the path", () => {
  expect(responseDifferences({ data: { a: [{ b: 1 }] } }, { data: { a: [{ b: 2 }] } })).toEqual([{ path: "data.a[0].b", shown: 1, actual: 2 }])
})

it("a volatile field may hold another value, but must be there on both sides", () => {
  expect(responseDifferences({ data: { x: { id: "a" } } }, { data: { x: { id: "b" } } }, ["id"])).toEqual([])
  expect(responseDifferences({ data: { x: {} } }, { data: { x: { id: "b" } } }, ["id"])).toEqual([{ path: "data.x.id", shown: undefined, actual: "b" }])
})

it("a volatile field still shows the value the samples name for it", () => {
  const named = new Set(["0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10"])
  expect(responseDifferences({ id: "made-up" }, { id: "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10" }, ["id"], 5, named)).toEqual([
    { path: "id", shown: "made-up", actual: "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10" },
  ])
})
