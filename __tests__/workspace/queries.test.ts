/** @jest-environment node */
import { codes, config, IDS, member, run, workspace } from "./workspaceFixture"

// Filters, sort orders, pages, limits, aggregates, versions and change feeds of the generated queries.

const more = () => [
  { at: "2025-03-01T08:00:00Z", create: "Category", id: IDS.coffee, fields: { name: "Coffee" } },
  { at: "2025-03-02T08:00:00Z", create: "Product", id: "00000000-0000-4000-8000-000000000001", fields: { name: "A", sku: "AAA-0001", price: 10, cost: 1, active: true, categoryId: IDS.coffee } },
  { at: "2025-03-03T08:00:00Z", create: "Product", id: "00000000-0000-4000-8000-000000000002", fields: { name: "B", sku: "BBB-0002", price: 30, cost: 1, active: true, categoryId: IDS.coffee } },
  { at: "2025-03-04T08:00:00Z", create: "Product", id: "00000000-0000-4000-8000-000000000003", fields: { name: "C", sku: "CCC-0003", price: 20, cost: 1, active: false } },
]

it("a filter ANDs its fields, and or/not combine filters", () => {
  const response = run(workspace(config(), more()), "{ products(query: { active: { eq: true }, price: { gte: 20 } }) { edges { node { sku } } } }")
  expect(response.data).toEqual({ products: { edges: [{ node: { sku: "BBB-0002" } }] } })
  expect(run(workspace(config(), more()), "{ products(query: { not: { active: { eq: true } } }) { totalCount } }").data).toEqual({ products: { totalCount: 1 } })
})

it("between with other than two values fails with BAD_REQUEST", () => {
  expect(codes(run(workspace(config(), more()), "{ products(query: { price: { between: [1, 2, 3] } }) { totalCount } }"))).toEqual(["BAD_REQUEST"])
})

it("a list is sorted by its order keys, and its cursors are the positions in it", () => {
  const response = run(workspace(config(), more()), "{ products(order: [{ field: price, direction: DESC }], first: 2) { edges { cursor node { sku } } pageInfo { hasNextPage endCursor } totalCount } }")
  expect(response.data).toEqual({
    products: {
      edges: [{ cursor: "Y3Vyc29yOjE=", node: { sku: "BBB-0002" } }, { cursor: "Y3Vyc29yOjI=", node: { sku: "CCC-0003" } }],
      pageInfo: { hasNextPage: true, endCursor: "Y3Vyc29yOjI=" },
      totalCount: 3,
    },
  })
  expect(run(workspace(config(), more()), '{ products(order: [{ field: price, direction: DESC }], after: "Y3Vyc29yOjI=") { edges { node { sku } } } }').data).toEqual({ products: { edges: [{ node: { sku: "AAA-0001" } }] } })
})

it("an argument over its @limit fails the whole request with BAD_REQUEST", () => {
  expect(run(workspace(), "{ products(first: 1001) { totalCount } }")).toEqual({ errors: [{ message: "products(first:) is over its limit: 1001 > 1000", extensions: { code: "BAD_REQUEST" } }] })
})

it("aggregates group by key and average each numeric field", () => {
  const response = run(workspace(config(), more()), "{ aggregateProducts(groupBy: [active]) { groups { key { active } count avg { price } } } }")
  expect(response.data).toEqual({ aggregateProducts: { groups: [{ key: { active: false }, count: 1, avg: { price: 20 } }, { key: { active: true }, count: 2, avg: { price: 20 } }] } })
})

it("an aggregate of a type without the aggregation setting fails with BAD_REQUEST", () => {
  expect(codes(run(workspace(), "{ aggregateInventories { groups { count } } }"))).toEqual(["BAD_REQUEST"])
})

it("versions are listed newest first", () => {
  const target = workspace()
  run(target, `mutation { updateProduct(id: "${IDS.espresso}", input: { price: 26 }) { id } }`)
  expect(run(target, `{ productVersions(id: "${IDS.espresso}") { edges { node { version record { price } } } } }`).data).toEqual({
    productVersions: { edges: [{ node: { version: 2, record: { price: 26 } } }, { node: { version: 1, record: { price: 24.5 } } }] },
  })
})

it("a change feed lists the changes since a time, with what changed", () => {
  const target = workspace()
  run(target, `mutation { updateInventory(id: "${IDS.stock}", input: { quantity: 64 }) { id } }`, member, { at: "2025-03-14T15:20:03Z" })
  const response = run(target, '{ inventoryChanges(since: "2025-03-14T00:00:00Z") { edges { node { operation changedFields before { quantity } after { quantity } } } } }', member, { at: "2025-03-14T16:00:00Z" })
  expect(response.data).toEqual({ inventoryChanges: { edges: [{ node: { operation: "UPDATE", changedFields: ["quantity"], before: { quantity: 40 }, after: { quantity: 64 } } }] } })
})

it("a change cursor older than the 7 days kept fails with VALIDATION_FAILED", () => {
  const response = run(workspace(), '{ productChanges(after: "00000000000000000000") { edges { cursor } } }', member, { at: "2025-04-30T00:00:00Z" })
  expect(codes(response)).toEqual(["VALIDATION_FAILED"])
})

it("a bulk upsert reports every failing record with its index and writes nothing", () => {
  const target = workspace()
  const response = run(target, `mutation { bulkUpsertProducts(key: sku, input: [
    { name: "New", sku: "NEW-0001", price: 1, cost: 1 },
    { name: "Bad", sku: "BAD-0001", price: 1, cost: 1, categoryId: "5c2d8e3a-6f1b-4d7e-9a0c-3b8f2e1d4c67" },
    { name: "Dup", sku: "NEW-0001", price: 1, cost: 1 }
  ]) { created updated } }`)
  expect(response.errors?.map((error) => error.extensions.index)).toEqual([1, 2])
  expect(target.store.all("Product")).toHaveLength(1)
})

it("a bulk upsert creates new keys and updates known ones", () => {
  const response = run(workspace(), `mutation { bulkUpsertProducts(key: sku, input: [{ name: "Espresso", sku: "COF-1001", price: 25, cost: 11 }, { name: "New", sku: "NEW-0001", price: 1, cost: 1 }]) { created updated } }`)
  expect(response.data).toEqual({ bulkUpsertProducts: { created: 1, updated: 1 } })
})

it("every broken rule is reported: the field rules first, then the type rules", () => {
  const validated = config({
    Product: {
      unique: ["sku"],
      relations: {},
      fieldValidations: { sku: [{ expr: "value.matches('^[A-Z]{3}-[0-9]{4}$')", message: "bad SKU" }], price: [{ expr: "value > 0.0", message: "bad price" }] },
      validations: [{ expr: "record.cost <= record.price", message: "cost can't be higher than price" }],
    },
  })
  const both = run(workspace(validated), 'mutation { createProduct(input: { name: "T", sku: "tea-1", price: -3, cost: 4 }) { id } }')
  expect(both.errors?.map((error) => error.message)).toEqual(["Product.sku: bad SKU", "Product.price: bad price", "Product: cost can't be higher than price"])
  const typeRule = run(workspace(validated), `mutation { updateProduct(id: "${IDS.espresso}", input: { cost: 30 }) { id } }`)
  expect(typeRule.errors?.map((error) => error.message)).toEqual(["Product: cost can't be higher than price"])
})
