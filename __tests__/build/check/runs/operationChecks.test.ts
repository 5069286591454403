/** @jest-environment node */
import { checkOperationErrors, checkReferenceTypes, checkRepeats } from "../../../../src/build/check/runs/operationChecks"
import type { OperationsFile } from "../../../../src/reference/operationBehaviour"
import type { OperationExample } from "../../../../src/reference/operationExamples"
import { config, IDS, workspace } from "../../../workspace/workspaceFixture"

// operations.yaml's errors and `idempotent`, checked against what the workspace model does.

const TEXT = ["operations:", "  - operation: deleteInventory", "  - operation: createCategory", "  - operation: createInventory", "  - operation: updateInventory"].join("\n")
const file = (operations: OperationsFile["operations"]): OperationsFile => ({ groups: {}, everyOperation: [], operations })

it("an error listed that the model can't return, and one it can that isn't listed, name the operation's line", () => {
  const operations = file([
    { operation: "deleteInventory", idempotent: true, access: { type: "Inventory", actions: ["delete"] }, errors: [{ code: "NOT_FOUND", when: "" }, { code: "PERMISSION_DENIED", when: "" }, { code: "VALIDATION_FAILED", reason: "VERSION_CONFLICT", when: "" }] },
    { operation: "createCategory", idempotent: true, access: { type: "Category", actions: ["create"] }, errors: [{ code: "PERMISSION_DENIED", when: "" }, { code: "VALIDATION_FAILED", when: "" }] },
  ])
  expect(checkOperationErrors(workspace(config()), operations, TEXT).problems).toEqual([
    "content/schema/operations.yaml:2 deleteInventory: the workspace model can't return VALIDATION_FAILED, reason VERSION_CONFLICT for it; remove the entry, or say in the docs when it happens",
    "content/schema/operations.yaml:3 createCategory: it can return VALIDATION_FAILED, reason UNIQUE_VIOLATION; list it with when it happens",
  ])
})

const example = (operation: string, request: string): OperationExample => ({ operation, title: "", request, response: "{}" })

it("a mutation whose repeat leaves the data as one send did must say idempotent: true, and one that changes it again false", () => {
  const operations = file([
    { operation: "createCategory", idempotent: false, access: { type: "Category", actions: ["create"] }, errors: [] },
    { operation: "createInventory", idempotent: true, access: { type: "Inventory", actions: ["create"] }, errors: [] },
    { operation: "updateInventory", idempotent: true, access: { type: "Inventory", actions: ["update"] }, errors: [] },
  ])
  const examples = [
    example("createCategory", 'mutation { createCategory(input: { name: "Tea" }) { id } }'),
    example("createInventory", `mutation { createInventory(input: { productId: "${IDS.espresso}", location: "x" }) { id } }`),
    example("updateInventory", `mutation { updateInventory(id: "${IDS.stock}", input: { quantity: 3 }) { id } }`),
  ]
  const base = workspace(config())
  const result = checkRepeats(() => base.copy(), operations, examples, TEXT)
  expect(result.repeated).toBe(3)
  expect(result.problems).toEqual([
    "content/schema/operations.yaml:3 createCategory: idempotent is false, but sending its example twice leaves the data as one send did: write idempotent: true",
    "content/schema/operations.yaml:4 createInventory: idempotent is true, but sending its example twice changes the data again: write idempotent: false",
  ])
})

it("the reference's example of a type gives the permissions and relations the running example's configuration applies", () => {
  const applied = workspace(config({ Inventory: { unique: [], relations: { productId: { type: "Product", onDelete: "CASCADE" } }, permissions: [{ actions: ["read", "update"], condition: "'inventory-staff' in user.claims.groups" }] } }))
  const resource = (permissions: string[], onDelete: string) =>
    ({
      name: "stratadb_type",
      terraform: { resource: "strata_stratadb_type" },
      example: { terraform: "inventory", values: { name: "Inventory", fields: { productId: { type: "uuid", relation: { type: "Product", on_delete: onDelete } } }, permissions: [{ actions: permissions, condition: "'inventory-staff' in user.claims.groups" }] } },
    }) as never
  expect(checkReferenceTypes(applied, [resource(["read", "update"], "CASCADE")], "resources:\n  - name: stratadb_type")).toEqual([])
  expect(checkReferenceTypes(applied, [resource(["read", "create", "update"], "RESTRICT")], "resources:\n  - name: stratadb_type")).toEqual([
    'content/schema/resources.yaml:2 the example of Inventory: its permissions give {"inventory-staff":{"Inventory":["read","create","update"]}}, the running example\'s configuration {"inventory-staff":{"Inventory":["read","update"]}}',
    'content/schema/resources.yaml:2 the example of Inventory: productId\'s relation is {"type":"Product","onDelete":"RESTRICT"}, the running example\'s {"type":"Product","onDelete":"CASCADE"}',
  ])
})
