/** @jest-environment node */
import { ada, codes, config, grace, IDS, member, run, STAFF, workspace } from "./workspaceFixture"

// Who may do what: deny by default, reads that hide records, writes refused, tokens required.

const staffReads = config({
  Product: { unique: ["sku"], relations: {}, permissions: [{ actions: ["read"], condition: STAFF }] },
  Inventory: { unique: [], relations: {}, permissions: [{ actions: ["read", "update"], condition: STAFF }] },
})

it("a request without a token fails with UNAUTHENTICATED and no data", () => {
  expect(run(workspace(), "{ me { id } }", { kind: "anonymous" })).toEqual({ errors: [{ message: "missing Authorization header", extensions: { code: "UNAUTHENTICATED" } }] })
})

it("an application user reading a type without rules gets PERMISSION_DENIED", () => {
  expect(codes(run(workspace(), "{ products { totalCount } }", grace))).toEqual(["PERMISSION_DENIED"])
})

it("a workspace member keeps the access of their role on a type without rules", () => {
  expect(run(workspace(), "{ products { totalCount } }", member).data).toEqual({ products: { totalCount: 1 } })
})

it("a viewer may read but not write", () => {
  const viewer = { kind: "member" as const, role: "viewer" as const }
  expect(codes(run(workspace(), `mutation { deleteInventory(id: "${IDS.stock}") }`, viewer))).toEqual(["PERMISSION_DENIED"])
})

it("records a rule doesn't let the caller read are left out, and totalCount doesn't count them", () => {
  expect(run(workspace(staffReads), "{ products { totalCount } }", ada).data).toEqual({ products: { totalCount: 0 } })
  expect(run(workspace(staffReads), "{ products { totalCount } }", grace).data).toEqual({ products: { totalCount: 1 } })
})

it("a lookup of a record the caller may not read returns null, not an error", () => {
  expect(run(workspace(staffReads), `{ product(id: "${IDS.espresso}") { sku } }`, ada)).toEqual({ data: { product: null } })
})

it("an action no rule lists is refused with PERMISSION_DENIED", () => {
  const response = run(workspace(staffReads), `mutation { createInventory(input: { productId: "${IDS.espresso}", location: "x" }) { id } }`, grace)
  expect(response.errors?.[0]).toMatchObject({ message: "permission denied: create Inventory", extensions: { code: "PERMISSION_DENIED" } })
})

it("a rule's condition decides per caller: staff may update; to others the record doesn't exist", () => {
  const update = `mutation { updateInventory(id: "${IDS.stock}", input: { quantity: 41 }) { quantity } }`
  expect(run(workspace(staffReads), update, grace).data).toEqual({ updateInventory: { quantity: 41 } })
  expect(codes(run(workspace(staffReads), update, ada))).toEqual(["NOT_FOUND"])
})

it("a record the caller may read but no rule lets them change is PERMISSION_DENIED", () => {
  const readOnly = config({ Inventory: { unique: [], relations: {}, permissions: [{ actions: ["read"], condition: "true" }, { actions: ["update"], condition: "false" }] } })
  expect(codes(run(workspace(readOnly), `mutation { updateInventory(id: "${IDS.stock}", input: { quantity: 1 }) { id } }`, grace))).toEqual(["PERMISSION_DENIED"])
})

it("a change to a record the caller may not read is NOT_FOUND", () => {
  const hidden = config({ Inventory: { unique: [], relations: {}, permissions: [{ actions: ["update"], condition: "true" }] } })
  expect(codes(run(workspace(hidden), `mutation { updateInventory(id: "${IDS.stock}", input: { quantity: 1 }) { id } }`, grace))).toEqual(["NOT_FOUND"])
})

it("a deny rule wins over a rule that allows", () => {
  const denied = config({ Product: { unique: [], relations: {}, permissions: [{ actions: ["read"], condition: "true" }, { actions: ["read"], condition: "user.claims.email == 'grace@example.com'", effect: "deny" }] } })
  expect(run(workspace(denied), "{ products { totalCount } }", grace).data).toEqual({ products: { totalCount: 0 } })
})

it("me is the signed-in user, and null for a workspace member", () => {
  expect(run(workspace(), "{ me { email groups } }", grace).data).toEqual({ me: { email: "grace@example.com", groups: ["inventory-staff"] } })
  expect(run(workspace(), "{ me { email } }", member).data).toEqual({ me: null })
})

it("change feeds are for members only", () => {
  expect(codes(run(workspace(), "{ productChanges { edges { cursor } } }", grace))).toEqual(["PERMISSION_DENIED"])
})
