import fs from "fs"
import path from "path"
import { executeRequest } from "../../src/workspace/executeRequest"
import type { Caller, WorkspaceConfig, WorkspaceRequest, WorkspaceSeed } from "../../src/workspace/types"
import { Workspace } from "../../src/workspace/workspace"

// A small Inventory Management System over the real strata.graphql, for the model's unit tests.
export const SDL = fs.readFileSync(path.join(__dirname, "../../content/schema/strata.graphql"), "utf8")

export const IDS = {
  coffee: "5c2e8f41-7a3b-4d96-b0e2-1f4a6c8d9e03",
  espresso: "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10",
  stock: "c71a4e09-8b2d-4f63-a5e1-0d9c3b7f2e58",
  grace: "a3f9c2e1-7b4d-4e8a-9c16-2d5b8e0f4a71",
  ada: "b1c2d3e4-0000-4000-8000-000000000001",
}
export const STAFF = "'inventory-staff' in user.claims.groups"

export function config(overrides: Partial<WorkspaceConfig["types"]> = {}, resolvers: WorkspaceConfig["resolvers"] = {}): WorkspaceConfig {
  return {
    types: {
      Category: { unique: ["name"], relations: {} },
      Product: { unique: ["sku"], relations: { categoryId: { type: "Category", onDelete: "RESTRICT" } }, aggregation: true },
      Inventory: { unique: [], relations: { productId: { type: "Product", onDelete: "CASCADE" } } },
      ...overrides,
    },
    resolvers,
  }
}

export const seed = (writes: WorkspaceSeed["writes"] = baseWrites()): WorkspaceSeed => ({
  now: "2025-03-14T12:00:00Z",
  users: [
    { id: IDS.grace, email: "grace@example.com", name: "Grace Hopper", groups: ["inventory-staff"] },
    { id: IDS.ada, email: "ada@example.com", groups: [] },
  ],
  writes,
})

export function baseWrites(): WorkspaceSeed["writes"] {
  return [
    { at: "2025-03-01T08:00:00Z", create: "Category", id: IDS.coffee, fields: { name: "Coffee" } },
    { at: "2025-03-01T09:00:00Z", create: "Product", id: IDS.espresso, fields: { name: "Espresso beans, 1 kg", sku: "COF-1001", price: 24.5, cost: 11, active: true, categoryId: IDS.coffee } },
    { at: "2025-03-01T10:00:00Z", create: "Inventory", id: IDS.stock, fields: { productId: IDS.espresso, location: "warehouse-east", quantity: 40 } },
  ]
}

export const member: Caller = { kind: "member", role: "owner" }
export const grace: Caller = { kind: "user", id: IDS.grace }
export const ada: Caller = { kind: "user", id: IDS.ada }

export function workspace(configuration = config(), writes?: WorkspaceSeed["writes"]) {
  return new Workspace({ sdl: SDL, config: configuration, seed: seed(writes), idSeed: "test" })
}

export const run = (target: Workspace, query: string, caller: Caller = member, extra: Partial<WorkspaceRequest> = {}) =>
  executeRequest(target, { query, caller, ...extra })

/** The codes of a response's errors, with reason and step when given. */
export const codes = (response: { errors?: { extensions: Record<string, unknown> }[] }) =>
  (response.errors ?? []).map((error) => [error.extensions.code, error.extensions.reason, error.extensions.step].filter(Boolean).join(" "))
