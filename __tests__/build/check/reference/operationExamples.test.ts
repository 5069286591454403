import { buildSchema, parse } from "graphql"
import { exampleLine, type OperationExample } from "../../../../src/reference/operationExamples"
import { checkOperationExamples } from "../../../../src/build/check/reference/operationExamples"
import { readSchemas } from "../../../../src/reference/readSchemas"
import { checkResponseShape } from "../../../../src/build/check/reference/responseShape"
import { ROOT } from "../../../content/glossaryRules"

const schema = buildSchema(`
  scalar DateTime
  enum Status { PAID SHIPPED }
  interface Node { id: ID! }
  type Line { quantity: Int! price: Float }
  type Order implements Node { id: ID! number: String! status: Status! lines: [Line!]! note: String placedAt: DateTime! legacyCode: String @deprecated(reason: "Use number.") }
  type Query { order(id: ID!): Order node(id: ID!): Node orders(first: Int = 100): [Order!]! }
  type Mutation { shipOrder(id: ID!): Order! }
`)

const REQUEST = `query { order(id: "1") { number status lines { quantity price } note placedAt } }`
const shape = (response: unknown, request = REQUEST) => checkResponseShape(schema, parse(request), response)
const good = { number: "SO-1", status: "PAID", lines: [{ quantity: 2, price: 24.5 }], note: null, placedAt: "2025-03-14T09:30:00Z" }

describe("a response checked against its request's selection set", () => {
  it("accepts a response with every selected field, right JSON types and nulls where allowed", () => {
    expect(shape({ data: { order: good } })).toEqual([])
    expect(shape({ data: { order: null } })).toEqual([])
  })

  it("reports a missing field", () => {
    const { note, ...withoutNote } = good
    void note
    expect(shape({ data: { order: withoutNote } })).toEqual(["data.order.note: missing (the request selects note)"])
  })

  it("reports an extra field the request didn't select", () => {
    expect(shape({ data: { order: { ...good, id: "1" } } })).toEqual(["data.order.id: not selected by the request"])
  })

  it("reports a scalar of the wrong JSON type", () => {
    expect(shape({ data: { order: { ...good, lines: [{ quantity: 2.5, price: "24.5" }] } } })).toEqual([
      "data.order.lines[0].quantity: expected an integer (Int), got 2.5",
      'data.order.lines[0].price: expected a number (Float), got "24.5"',
    ])
    expect(shape({ data: { order: { ...good, status: "LOST", placedAt: "yesterday" } } })).toEqual([
      'data.order.status: expected a value of Status (PAID, SHIPPED), got "LOST"',
      'data.order.placedAt: expected an RFC 3339 string ("2025-03-14T09:30:00Z") (DateTime), got "yesterday"',
    ])
  })

  it("reports a null in a non-null position, in a field and in a list", () => {
    expect(shape({ data: { order: { ...good, number: null, lines: [null] } } })).toEqual([
      "data.order.number: null, but String! is non-null; when it fails, its parent is null instead (`data.order`)",
      "data.order.lines[0]: null, but Line! is non-null; when it fails, its parent is null instead (`data.order.lines`)",
    ])
  })

  it("reads aliases, fragments and the concrete type of an interface", () => {
    const request = `query { first: order(id: "1") { ...Parts } node(id: "1") { id __typename ... on Order { number } } } fragment Parts on Order { number }`
    expect(shape({ data: { first: { number: "SO-1" }, node: { id: "1", __typename: "Order", number: "SO-1" } } }, request)).toEqual([])
    expect(shape({ data: { first: { number: "SO-1" }, node: { id: "1", __typename: "Order" } } }, request)).toEqual(["data.node.number: missing (the request selects number)"])
  })

  it("needs data, and nothing but data and errors", () => {
    expect(shape({ result: {} })).toEqual(['result: a response holds only "data", "errors" and "extensions"', 'data: missing (a response to a request that ran has "data")'])
  })
})

const TEXT = `examples:\n  - operation: order\n  - operation: shipOrder\n`
const example = (fields: Partial<OperationExample>): OperationExample => ({ operation: "order", title: "Read an order.", request: REQUEST, response: JSON.stringify({ data: { order: good } }), ...fields })
const ship: OperationExample = { operation: "shipOrder", title: "Ship.", request: `mutation { shipOrder(id: "1") { status } }`, response: `{"data": {"shipOrder": {"status": "SHIPPED"}}}` }
const withOrders = (examples: OperationExample[]) => [...examples, { operation: "orders", title: "List.", request: "{ orders { number } }", response: `{"data": {"orders": []}}` }, { operation: "node", title: "Node.", request: `{ node(id: "1") { id } }`, response: `{"data": {"node": null}}` }]

describe("the examples file", () => {
  it("leaves the response of an example the model runs to the run", () => {
    const { problems } = checkOperationExamples([example({ response: `{"data": {"order": {"number": "SO-1"}}}` })], schema, TEXT)
    expect(problems.filter((problem) => problem.includes("response"))).toEqual([])
  })

  it("passes when every operation has a valid example", () => {
    expect(checkOperationExamples(withOrders([example({}), ship]), schema, TEXT)).toEqual({ problems: [], checked: 4 })
  })

  it("names the file line of an example the model can't run whose response doesn't fit, and an operation without an example", () => {
    const { problems } = checkOperationExamples([example({ response: `{"data": {"order": {"number": "SO-1"}}}`, nocheck: "not run" })], schema, TEXT)
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/schema/examples.yaml:2 order: response data.order.status: missing (the request selects status)",
        "content/schema/examples.yaml: the mutation shipOrder has no example",
      ]),
    )
  })

  it("refuses an invalid request, a request that runs another operation, and JSON that doesn't parse", () => {
    const { problems } = checkOperationExamples(withOrders([example({ request: `{ order(id: "1") { colour } }` }), { ...ship, request: `{ orders { number } }`, response: "{" }]), schema, TEXT)
    expect(problems).toEqual([
      expect.stringMatching(/^content\/schema\/examples\.yaml:2 order: request: Cannot query field "colour" on type "Order"/),
      "content/schema/examples.yaml:3 shipOrder: request: doesn't run the mutation field shipOrder",
      expect.stringMatching(/^content\/schema\/examples\.yaml:3 shipOrder: response is not JSON/),
    ])
  })

  it("refuses a deprecated field in another operation's example", () => {
    const request = `query { order(id: "1") { number legacyCode } }`
    const { problems } = checkOperationExamples(withOrders([example({ request, response: `{"data": {"order": {"number": "SO-1", "legacyCode": null}}}` }), ship]), schema, TEXT)
    expect(problems).toEqual(["content/schema/examples.yaml:2 order: request: The field Order.legacyCode is deprecated. Use number. Show it only on its own entry."])
  })

  it("finds an entry's line", () => {
    expect(exampleLine(TEXT, "shipOrder")).toBe(3)
    expect(exampleLine(TEXT, "none")).toBe(1)
  })
})

describe("the site's examples.yaml", () => {
  const schemas = readSchemas(ROOT)
  it("has a checked example for every query and mutation", () => {
    const result = checkOperationExamples(schemas.examples, schemas.graphql, schemas.texts.examples)
    expect(result.problems).toEqual([])
    const operations = Object.keys(schemas.graphql.getQueryType()!.getFields()).length + Object.keys(schemas.graphql.getMutationType()!.getFields()).length
    expect(result.checked).toBe(operations)
  })
})
