/** @jest-environment node */
import { Workspace } from "../../src/workspace/workspace"
import { codes, config, IDS, member, run, SDL, seed, workspace } from "./workspaceFixture"

// One behaviour of the store, one test: creates, defaults, unique values, relations, onDelete, versions.

it("a create stores the create input's defaults and the request's time, with no updatedAt", () => {
  const target = workspace()
  const response = run(target, `mutation { createInventory(input: { productId: "${IDS.espresso}", location: "store-west" }) { quantity reorderPoint createdAt updatedAt } }`, member, { at: "2025-03-14T09:31:12Z" })
  expect(response).toEqual({ data: { createInventory: { quantity: 0, reorderPoint: 10, createdAt: "2025-03-14T09:31:12Z", updatedAt: null } } })
})

it("a versioned record starts at version 1", () => {
  const response = run(workspace(), `mutation { createProduct(input: { name: "Green tea", sku: "TEA-2001", price: 9.5, cost: 4 }) { version published } }`)
  expect(response.data).toEqual({ createProduct: { version: 1, published: true } })
})

it("a duplicate unique value fails with UNIQUE_VIOLATION naming the field, and nothing is written", () => {
  const target = workspace()
  const response = run(target, `mutation { createProduct(input: { name: "Copy", sku: "COF-1001", price: 1, cost: 1 }) { id } }`)
  expect(response.errors?.[0]).toEqual({ message: 'Product.sku must be unique: "COF-1001" already exists', path: ["createProduct"], extensions: { code: "VALIDATION_FAILED", reason: "UNIQUE_VIOLATION", field: "sku" } })
  expect(response.data).toBeNull()
  expect(target.store.all("Product")).toHaveLength(1)
})

it("a relation that points at no record fails with VALIDATION_FAILED", () => {
  const response = run(workspace(), `mutation { createInventory(input: { productId: "5c2d8e3a-6f1b-4d7e-9a0c-3b8f2e1d4c67", location: "x" }) { id } }`)
  expect(response.errors?.[0].message).toBe('Inventory.productId: Product "5c2d8e3a-6f1b-4d7e-9a0c-3b8f2e1d4c67" does not exist')
})

it("clearing a required field fails with VALIDATION_FAILED", () => {
  const response = run(workspace(), `mutation { updateInventory(id: "${IDS.stock}", input: { location: null }) { id } }`)
  expect(response.errors?.[0]).toMatchObject({ message: "Inventory.location is required", extensions: { code: "VALIDATION_FAILED" } })
})

it("onDelete RESTRICT refuses to delete a record others point at", () => {
  const target = workspace()
  const response = run(target, `mutation { deleteCategory(id: "${IDS.coffee}") }`)
  expect(codes(response)).toEqual(["VALIDATION_FAILED"])
  expect(target.store.get("Category", IDS.coffee)).toBeDefined()
})

it("onDelete CASCADE deletes the records that point at the deleted one", () => {
  const target = workspace()
  expect(run(target, `mutation { deleteProduct(id: "${IDS.espresso}") }`)).toEqual({ data: { deleteProduct: true } })
  expect(target.store.all("Inventory")).toEqual([])
})

it("onDelete SET_NULL clears the field of the records that point at the deleted one", () => {
  const target = workspace(config({ Product: { unique: ["sku"], relations: { categoryId: { type: "Category", onDelete: "SET_NULL" } } } }))
  run(target, `mutation { deleteCategory(id: "${IDS.coffee}") }`)
  expect(target.store.get("Product", IDS.espresso)?.categoryId).toBeNull()
})

it("an update raises the version and stores it", () => {
  const target = workspace()
  const response = run(target, `mutation { updateProduct(id: "${IDS.espresso}", input: { price: 26 }) { version updatedAt } }`, member, { at: "2025-03-14T09:30:00Z" })
  expect(response.data).toEqual({ updateProduct: { version: 2, updatedAt: "2025-03-14T09:30:00Z" } })
  expect(target.store.versions("Product", IDS.espresso).map((entry) => entry.version)).toEqual([1, 2])
})

it("an update at another expectedVersion fails with VERSION_CONFLICT and stores nothing", () => {
  const target = workspace()
  const response = run(target, `mutation { updateProduct(id: "${IDS.espresso}", input: { price: 26 }, expectedVersion: 3) { version } }`)
  expect(response.errors?.[0]).toMatchObject({ message: `Product ${IDS.espresso} is at version 1, expected 3`, extensions: { reason: "VERSION_CONFLICT" } })
  expect(target.store.get("Product", IDS.espresso)?.price).toBe(24.5)
})

it("a restore stores an earlier version's values as a new version, every time it is sent", () => {
  const target = workspace()
  run(target, `mutation { updateProduct(id: "${IDS.espresso}", input: { price: 26 }) { id } }`)
  run(target, `mutation { restoreProduct(id: "${IDS.espresso}", version: 1) { id } }`)
  const again = run(target, `mutation { restoreProduct(id: "${IDS.espresso}", version: 1) { price version } }`)
  expect(again.data).toEqual({ restoreProduct: { price: 24.5, version: 4 } })
})

it("publishing sets published to true", () => {
  const target = workspace()
  run(target, `mutation { updateProduct(id: "${IDS.espresso}", input: { published: false }) { id } }`)
  expect(run(target, `mutation { publishProduct(id: "${IDS.espresso}") { published } }`).data).toEqual({ publishProduct: { published: true } })
})

it("an update of an ID no record has fails with NOT_FOUND", () => {
  const response = run(workspace(), `mutation { deleteProduct(id: "5c2d8e3a-6f1b-4d7e-9a0c-3b8f2e1d4c67") }`)
  expect(response.errors?.[0]).toMatchObject({ message: "Product 5c2d8e3a-6f1b-4d7e-9a0c-3b8f2e1d4c67 not found", extensions: { code: "NOT_FOUND" } })
})

it("the same input gives the same generated IDs", () => {
  const create = `mutation { createCategory(input: { name: "Tea" }) { id } }`
  expect(run(workspace(), create)).toEqual(run(workspace(), create))
})

it("a created record takes the sample ID listed for its key", () => {
  const knownIds = [{ type: "Category", key: { name: "Tea" }, id: "8a1d4c7e-2f5b-4e93-a6c0-3b9e7d1f5a28" }]
  const target = new Workspace({ sdl: SDL, config: config(), seed: seed([]), knownIds })
  expect(run(target, `mutation { createCategory(input: { name: "Tea" }) { id } }`).data).toEqual({ createCategory: { id: knownIds[0].id } })
})
