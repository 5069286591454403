/** @jest-environment node */
import type { ResolverConfig } from "../../src/workspace/types"
import { codes, config, grace, IDS, member, run, STAFF, workspace } from "./workspaceFixture"
import { executeRequest } from "../../src/workspace/executeRequest"

// Pipeline resolvers run their declared steps as the caller; the first failing step stops them.

const receiveStock: ResolverConfig = {
  name: "receiveStock",
  permissions: [{ condition: STAFF }],
  steps: [
    { name: "checkQuantity", kind: "validate", condition: "args.quantity > 0", message: "quantity must be greater than 0" },
    { name: "findProduct", kind: "graphql", query: "query ($sku: String!) { products(query: { sku: { eq: $sku } }, first: 1) { edges { node { id } } } }", variables: { sku: "args.sku" } },
    { name: "checkProduct", kind: "validate", condition: "size(steps.findProduct.products.edges) == 1", message: "no product with this SKU" },
    {
      name: "findStock",
      kind: "graphql",
      query: "query ($productId: ID!, $location: String!) { inventories(query: { productId: { eq: $productId }, location: { eq: $location } }, first: 1) { edges { node { id quantity } } } }",
      variables: { productId: "steps.findProduct.products.edges[0].node.id", location: "args.location" },
    },
    {
      name: "updateStock",
      kind: "graphql",
      query: "mutation ($id: ID!, $quantity: Int!) { updateInventory(id: $id, input: { quantity: $quantity }) { id location quantity } }",
      variables: { id: "steps.findStock.inventories.edges[0].node.id", quantity: "steps.findStock.inventories.edges[0].node.quantity + args.quantity" },
    },
  ],
  result: "steps.updateStock.updateInventory",
}
const staffRules = config(
  {
    Product: { unique: ["sku"], relations: {}, permissions: [{ actions: ["read"], condition: STAFF }] },
    Inventory: { unique: [], relations: {}, permissions: [{ actions: ["read", "update"], condition: STAFF }] },
  },
  { receiveStock },
)
const receive = (quantity: number) => `mutation { receiveStock(sku: "COF-1001", location: "warehouse-east", quantity: ${quantity}) { location quantity } }`

it("a resolver runs its steps and returns its result", () => {
  expect(run(workspace(staffRules), receive(24), grace)).toEqual({ data: { receiveStock: { location: "warehouse-east", quantity: 64 } } })
})

it("a caller no rule of the resolver allows is refused before any step runs", () => {
  const target = workspace(staffRules)
  expect(codes(run(target, receive(24), { kind: "user", id: IDS.ada }))).toEqual(["PERMISSION_DENIED"])
  expect(target.store.get("Inventory", IDS.stock)?.quantity).toBe(40)
})

it("a failing validate step fails with VALIDATION_FAILED, its message and its step", () => {
  expect(run(workspace(staffRules), receive(0), grace).errors).toEqual([
    { message: "quantity must be greater than 0", path: ["receiveStock"], extensions: { code: "VALIDATION_FAILED", step: "checkQuantity" } },
  ])
})

it("a GraphQL step runs as the caller: a step the caller's rules deny fails with PERMISSION_DENIED at that step", () => {
  const readOnly = config({ Product: staffRules.types.Product, Inventory: { unique: [], relations: {}, permissions: [{ actions: ["read"], condition: STAFF }] } }, { receiveStock })
  expect(codes(run(workspace(readOnly), receive(24), grace))).toEqual(["PERMISSION_DENIED updateStock"])
})

it("a resolver the context doesn't declare is refused by the model, not guessed", () => {
  expect(() => run(workspace(config()), receive(1), member)).toThrow(/declare no resolver receiveStock/)
})

it("each step commits on its own: a later failing step leaves the earlier writes", () => {
  const twice: ResolverConfig = { ...receiveStock, name: "receiveStock", steps: [...receiveStock.steps, { name: "alwaysFails", kind: "validate", condition: "false", message: "stop" }] }
  const target = workspace(config(staffRules.types, { receiveStock: twice }))
  expect(codes(run(target, receive(24), member))).toEqual(["VALIDATION_FAILED alwaysFails"])
  expect(target.store.get("Inventory", IDS.stock)?.quantity).toBe(64)
})

it("a script step runs with the runner it is given, and the model refuses it without one", () => {
  const scripted: ResolverConfig = { name: "receiveStock", steps: [{ name: "double", kind: "script", source: "return { location: 'x', quantity: args.quantity * 2 }" }], result: "steps.double" }
  const target = workspace(config({}, { receiveStock: scripted }))
  const runScript = (source: string, variables: Record<string, unknown>) => new Function(...Object.keys(variables), source)(...Object.values(variables))
  expect(executeRequest(target, { query: receive(3), caller: member }, { runScript }).data).toEqual({ receiveStock: { location: "x", quantity: 6 } })
  expect(() => run(target, receive(3))).toThrow(/needs a script runner/)
})
