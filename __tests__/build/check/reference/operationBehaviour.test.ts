import { catalogue, file, schema, text } from "../../../reference/operationFixture"
import { buildSchema } from "graphql"
import { checkOperationBehaviour, transitionProblems } from "../../../../src/build/check/reference/operationBehaviour"
import { parseOperations } from "../../../../src/reference/operationBehaviour"
import type { StatusTransitions } from "../../../../src/reference/statusFlow"

// operations.yaml checked against strata.graphql and errors.yaml (what the reference renders of it is tested in
// __tests__/reference/operationBehaviour.test.ts).

describe("operations.yaml", () => {
  it("a complete file passes", () => {
    expect(checkOperationBehaviour(file, schema, catalogue, text)).toEqual([])
  })

  it("an operation without an entry, an unknown code, a reason of another code and a mutation without idempotent fail with file:line", () => {
    const broken = text
      .replace("  - operation: updateProduct\n    idempotent: true\n", "  - operation: updateProduct\n")
      .replace("code: VALIDATION_FAILED, reason: UNIQUE_VIOLATION", "code: PERMISSION_DENIED, reason: UNIQUE_VIOLATION")
      .replace("- { code: PERMISSION_DENIED, when: \"No rules.\" }", "- { code: FORBIDDEN, when: \"No rules.\" }")
    const parsed = parseOperations(broken)
    expect(checkOperationBehaviour({ ...parsed, operations: parsed.operations.filter((entry) => entry.operation !== "product") }, schema, catalogue, broken)).toEqual([
      "content/schema/operations.yaml:8 createProduct: reason UNIQUE_VIOLATION belongs to VALIDATION_FAILED, not PERMISSION_DENIED",
      "content/schema/operations.yaml:13 the mutation updateProduct needs idempotent: true or false",
      "content/schema/operations.yaml: the query product has no entry",
    ])
    expect(checkOperationBehaviour(parsed, schema, catalogue, broken)).toContain("content/schema/operations.yaml:4 product: error code FORBIDDEN is not in content/schema/errors.yaml")
  })

  it("an access that names a type the schema lacks fails", () => {
    const broken = text.replace("access: { type: Product, actions: [read] }", "access: { type: Produkt, actions: [read] }")
    expect(checkOperationBehaviour(parseOperations(broken), schema, catalogue, broken)).toEqual([
      "content/schema/operations.yaml:4 product: access names the type Produkt, which strata.graphql doesn't have",
    ])
  })
})

describe("the statuses an order moves through", () => {
  const statusSdl = buildSchema(`
    enum OrderStatus { PENDING PAID SHIPPED DELIVERED CANCELLED }
    type Order { id: ID! status: OrderStatus! }
    type Query { order: Order }
    type Mutation { setOrderStatus(status: OrderStatus!): Order! }
  `)
  const transitions: StatusTransitions = {
    field: "status",
    initial: "PENDING",
    allowed: { PENDING: ["PAID", "CANCELLED"], PAID: ["SHIPPED", "CANCELLED"], SHIPPED: ["DELIVERED"] },
  }

  it("refuses a status the field's enum doesn't have, and a field that is no enum", () => {
    expect(transitionProblems(transitions, statusSdl, "setOrderStatus", "operations.yaml:3")).toEqual([])
    expect(transitionProblems({ ...transitions, allowed: { ...transitions.allowed, SHIPPED: ["RETURNED"] } }, statusSdl, "setOrderStatus", "operations.yaml:3")).toEqual([
      "operations.yaml:3: setOrderStatus's transitions name RETURNED, which OrderStatus doesn't have",
    ])
    expect(transitionProblems({ ...transitions, field: "id" }, statusSdl, "setOrderStatus", "operations.yaml:3")).toEqual([
      "operations.yaml:3: setOrderStatus's transitions name id, which is no enum field of its result",
    ])
  })
})
