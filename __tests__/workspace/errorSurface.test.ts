/** @jest-environment node */
import { errorSurface } from "../../src/workspace/errorSurface"
import { config, STAFF, workspace } from "./workspaceFixture"

// The errors an operation can return, read off the model and the configuration.

const describe = (errors: { code: string; reason?: string; step?: string }[]) => errors.map((error) => [error.code, error.reason, error.step].filter(Boolean).join(" "))

it("a delete can be refused by RESTRICT only when a relation with RESTRICT points at the type", () => {
  expect(describe(errorSurface(workspace(), "deleteCategory", true))).toContain("VALIDATION_FAILED")
  expect(describe(errorSurface(workspace(), "deleteInventory", true))).toEqual(["NOT_FOUND", "PERMISSION_DENIED"])
})

it("VERSION_CONFLICT is an update's only on a versioned type", () => {
  expect(describe(errorSurface(workspace(), "updateProduct", true))).toContain("VALIDATION_FAILED VERSION_CONFLICT")
  expect(describe(errorSurface(workspace(), "updateCategory", true))).not.toContain("VALIDATION_FAILED VERSION_CONFLICT")
})

it("UNIQUE_VIOLATION is a create's only when the type has a unique field", () => {
  expect(describe(errorSurface(workspace(), "createProduct", true))).toContain("VALIDATION_FAILED UNIQUE_VIOLATION")
  expect(describe(errorSurface(workspace(), "createInventory", true))).not.toContain("VALIDATION_FAILED UNIQUE_VIOLATION")
})

it("a change feed can fail on an expired cursor; a lookup only by permission", () => {
  expect(describe(errorSurface(workspace(), "productChanges", false))).toEqual(["PERMISSION_DENIED", "BAD_REQUEST", "VALIDATION_FAILED"])
  expect(describe(errorSurface(workspace(), "product", false))).toEqual(["PERMISSION_DENIED"])
})

it("a resolver fails by its rules, its validate steps, and its GraphQL steps as the caller, each with its step", () => {
  const target = workspace(
    config({}, {
      receiveStock: {
        name: "receiveStock",
        permissions: [{ condition: STAFF }],
        steps: [
          { name: "check", kind: "validate", condition: "args.quantity > 0", message: "m" },
          { name: "find", kind: "graphql", query: "query { inventories(first: 1) { totalCount } }", variables: {} },
          { name: "write", kind: "graphql", query: 'mutation ($id: ID!) { updateInventory(id: $id, input: { quantity: 1 }) { id } }', variables: { id: "'x'" } },
        ],
        result: "null",
      },
    }),
  )
  expect(describe(errorSurface(target, "receiveStock", true))).toEqual(["PERMISSION_DENIED", "VALIDATION_FAILED check", "PERMISSION_DENIED find", "PERMISSION_DENIED write", "VALIDATION_FAILED write"])
})
