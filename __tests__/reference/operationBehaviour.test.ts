import { catalogue, file, schema } from "./operationFixture"
import { declaresError, retryKindOf } from "../../src/reference/operationBehaviour"
import { accessPreamble, errorsText, permissionsText } from "../../src/reference/operationAccess"

describe("operations.yaml", () => {
  it("an error is declared with its reason and step; a code of every operation only without them", () => {
    const create = file.operations[1]
    expect(declaresError(file, create, { code: "VALIDATION_FAILED", reason: "UNIQUE_VIOLATION" })).toBe(true)
    expect(declaresError(file, create, { code: "VALIDATION_FAILED" })).toBe(false)
    expect(declaresError(file, create, { code: "INTERNAL" })).toBe(true)
    expect(declaresError(file, create, { code: "INTERNAL", step: "checkQuantity" })).toBe(false)
  })

  it("the kind of operation picks the retry advice", () => {
    const [product, create, update] = file.operations
    expect([retryKindOf(schema, product, "product"), retryKindOf(schema, create, "createProduct"), retryKindOf(schema, update, "updateProduct")]).toEqual(["queries", "other", "idempotent"])
  })
})

describe("an operation's permissions and errors as the reference shows them", () => {
  it("names the action, the type and the groups of the running example that may call it", () => {
    // Under a small h3 with a stable id, nested under the operation's h2.
    expect(permissionsText(file.operations[0], file)).toBe(
      '<Heading level="3" id="product-permissions" part="true">Permissions</Heading>\n\n`read` on `Product`. Allowed for `inventory-staff`.',
    )
    expect(permissionsText(file.operations[1], file)).toBe(
      '<Heading level="3" id="createproduct-permissions" part="true">Permissions</Heading>\n\n`create` on `Product`. No group\'s rule allows it: workspace members only.',
    )
    // The rule every entry shares is said once, at the top of the page.
    expect(accessPreamble(file, "mutation")).toContain("An application user needs a rule of the type's [`permissions`](/guides/stratadb/permission) that allows the action")
  })

  it("lists each error with its details and the retry advice of the operation's kind; the errors every operation shares are named once, at the top", () => {
    const create = errorsText(file.operations[1], file, catalogue, schema)
    expect(create).toMatch(/^<Heading level="3" id="createproduct-errors" part="true">Errors<\/Heading>\n\nRetry advice for a mutation that is not idempotent:\n\n- /)
    expect(create).toContain("- [`VALIDATION_FAILED`](/reference/errors#validation_failed). **Retry:** No.\n  - reason `UNIQUE_VIOLATION`: The SKU is taken.")
    expect(create).not.toContain("fail as a whole")
    expect(accessPreamble(file, "mutation")).toContain("any mutation can also fail as a whole with `INTERNAL`")
    const update = errorsText(file.operations[2], file, catalogue, schema)
    expect(update).toContain("- [`VALIDATION_FAILED`](/reference/errors#validation_failed): A rule fails. **Retry:** Not with the same input.")
    expect(update).toContain("Retry advice for an idempotent mutation:")
    // A query's advice needs no saying: the list follows the heading.
    expect(errorsText(file.operations[0], file, catalogue, schema)).toMatch(/^<Heading level="3" id="product-errors" part="true">Errors<\/Heading>\n\n(- |Only those)/)
  })
})
