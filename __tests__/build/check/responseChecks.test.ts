import { buildSchema } from "graphql"
import { pageCode } from "../../../src/build/check/exampleChecks/codeBlocks"
import { checkGraphqlResponses } from "../../../src/build/check/exampleChecks/graphqlResponses"
import { checkRetryAdvice } from "../../../src/build/check/exampleChecks/retryAdvice"
import type { OperationsFile } from "../../../src/reference/operationBehaviour"
import type { ErrorCatalogue, RetryRule } from "../../../src/reference/errorCatalogue"

// Fixture pages: a front matter of 4 lines sits above each body (lineOffset 4), so lines are file lines.
const blocksOf = (body: string) => pageCode({ file: "page.mdx", body, lineOffset: 4 }).blocks

const schema = buildSchema(`
  type Product { sku: String! name: String note: String }
  type Query { product(id: ID!): Product }
  type Mutation { createProduct(sku: String!): Product! receiveStock(sku: String!): Product! }
`)

const operations: OperationsFile = {
  groups: {},
  everyOperation: [{ code: "INTERNAL", when: "Always possible." }],
  operations: [
    { operation: "product", access: { type: "Product", actions: ["read"] }, errors: [{ code: "PERMISSION_DENIED", when: "Denied." }] },
    { operation: "createProduct", idempotent: false, access: { type: "Product", actions: ["create"] }, errors: [{ code: "VALIDATION_FAILED", reason: "UNIQUE_VIOLATION", when: "Taken." }] },
    { operation: "receiveStock", idempotent: false, access: { resolver: true }, errors: [{ code: "VALIDATION_FAILED", step: "checkQuantity", when: "Zero." }] },
  ],
}

const request = 'mutation {\n  createProduct(sku: "COF-1001") {\n    sku\n  }\n}'
const fence = (lang: string, text: string) => "```" + lang + "\n" + text + "\n```\n"
const check = (...parts: string[]) => checkGraphqlResponses(blocksOf(parts.join("\n")), schema, operations)

describe("responses shown on pages", () => {
  it("a failed non-null root field shown null inside data fails, naming the line and the spec's rule", () => {
    const response = '{\n  "data": { "createProduct": null },\n  "errors": [{ "message": "taken", "path": ["createProduct"], "extensions": { "code": "VALIDATION_FAILED", "reason": "UNIQUE_VIOLATION" } }]\n}'
    const result = check(fence("graphql", request), fence("json", response))
    expect(result.checked).toBe(1)
    expect(result.problems).toEqual([expect.stringMatching(/^page\.mdx:15 GraphQL response: data\.createProduct: null, but Product! is non-null; when it fails, its parent is null instead \(`"data": null`\)/)])
  })

  it('the same failure as "data": null passes', () => {
    const response = '{ "data": null, "errors": [{ "message": "taken", "path": ["createProduct"], "extensions": { "code": "VALIDATION_FAILED", "reason": "UNIQUE_VIOLATION" } }] }'
    expect(check(fence("graphql", request), fence("json", response)).problems).toEqual([])
  })

  it('"data": null fails when only a nullable field failed', () => {
    const query = 'query {\n  product(id: "1") {\n    sku\n  }\n}'
    const response = '{ "data": null, "errors": [{ "message": "no", "path": ["product"], "extensions": { "code": "PERMISSION_DENIED" } }] }'
    expect(check(fence("graphql", query), fence("json", response)).problems).toEqual([expect.stringMatching(/data: null, but no error has a path through a non-null root field/)])
    const nullInside = '{ "data": { "product": null }, "errors": [{ "message": "no", "path": ["product"], "extensions": { "code": "PERMISSION_DENIED" } }] }'
    expect(check(fence("graphql", query), fence("json", nullInside)).problems).toEqual([])
  })

  it("an error code the operation doesn't declare fails with file:line; a code every operation has passes", () => {
    const response = '{\n  "data": null,\n  "errors": [\n    { "message": "gone", "path": ["createProduct"], "extensions": { "code": "NOT_FOUND" } },\n    { "message": "oops", "path": ["createProduct"], "extensions": { "code": "INTERNAL" } }\n  ]\n}'
    expect(check(fence("graphql", request), fence("json", response)).problems).toEqual([
      "page.mdx:17 GraphQL response: the error (code NOT_FOUND) is not declared for createProduct in content/schema/operations.yaml",
    ])
  })

  it("a reason or a resolver step must be declared with its code", () => {
    const stock = 'mutation {\n  receiveStock(sku: "COF-1001") {\n    sku\n  }\n}'
    const declared = '{ "data": null, "errors": [{ "message": "zero", "path": ["receiveStock"], "extensions": { "code": "VALIDATION_FAILED", "step": "checkQuantity" } }] }'
    const undeclared = '{ "data": null, "errors": [{ "message": "zero", "path": ["receiveStock"], "extensions": { "code": "VALIDATION_FAILED", "step": "checkStok" } }] }'
    expect(check(fence("graphql", stock), fence("json", declared)).problems).toEqual([])
    expect(check(fence("graphql", stock), fence("json", undeclared)).problems).toEqual([expect.stringContaining("(code VALIDATION_FAILED, step checkStok) is not declared for receiveStock")])
  })

  it("a response without its request is still checked at its root: the operation comes from the error's path", () => {
    const response = '{\n  "data": { "createProduct": null },\n  "errors": [{ "message": "gone", "path": ["createProduct"], "extensions": { "code": "NOT_FOUND" } }]\n}'
    const result = check("Some prose.\n", fence("json", response))
    expect(result.checked).toBe(1)
    expect(result.problems).toEqual([
      expect.stringMatching(/^page\.mdx:9 GraphQL response: data\.createProduct: null, but Product! is non-null/),
      expect.stringMatching(/^page\.mdx:10 GraphQL response: the error \(code NOT_FOUND\) is not declared for createProduct/),
    ])
  })

  it("a request sent another way between them is not the one the response answers", () => {
    const curl = fence("bash", "curl -d '{\"query\": \"mutation { createProduct(sku: \\\"X\\\") { note } }\"}'")
    const response = '{ "data": { "createProduct": { "note": "x" } } }'
    const result = check(fence("graphql", request), curl, fence("json", response))
    expect(result.problems).toEqual([])
    expect(result.checked).toBe(1)
  })

  it("variables shown after a request must coerce to its declared types", () => {
    const withVariables = "mutation Create($sku: String!) {\n  createProduct(sku: $sku) {\n    sku\n  }\n}"
    expect(check(fence("graphql", withVariables), fence("json", '{ "sku": "COF-1001" }')).problems).toEqual([])
    expect(check(fence("graphql", withVariables), fence("json", '{ "sku": 1001 }')).problems).toEqual([expect.stringMatching(/^page\.mdx:14 GraphQL variables: Variable "\$sku" got invalid value 1001/)])
    // A JSON block with other keys is not the request's variables.
    expect(check(fence("graphql", withVariables), fence("json", '{ "event": "x" }')).problems).toEqual([])
  })

  it("a response whose fields differ from the request's selection fails", () => {
    const response = '{\n  "data": {\n    "createProduct": { "name": "Espresso beans, 1 kg" }\n  }\n}'
    expect(check(fence("graphql", request), fence("json", response)).problems).toEqual([
      expect.stringMatching(/^page\.mdx:\d+ GraphQL response: data\.createProduct\.sku: missing/),
      expect.stringMatching(/^page\.mdx:\d+ GraphQL response: data\.createProduct\.name: not selected by the request/),
    ])
  })
})

const rule = (queries: boolean, idempotent: boolean, other: boolean): Record<"queries" | "idempotent" | "other", RetryRule> => ({
  queries: { safe: queries, advice: queries ? "Yes." : "No." },
  idempotent: { safe: idempotent, advice: idempotent ? "Yes." : "No." },
  other: { safe: other, advice: other ? "Yes." : "No: read the data back first." },
})
const catalogue: ErrorCatalogue = {
  codes: [
    { code: "INTERNAL", status: "500", summary: "", when: "", fix: "", retry: rule(true, true, false) },
    { code: "RATE_LIMITED", status: "429", summary: "", when: "", fix: "", retry: rule(true, true, true) },
    { code: "NOT_FOUND", status: "404", summary: "", when: "", fix: "", retry: rule(false, false, false) },
  ],
  reasons: [],
}
const advise = (body: string) => checkRetryAdvice([{ file: "page.mdx", body, lineOffset: 4 }], catalogue)

describe("retry advice on pages", () => {
  it("advice to retry after a code, for every kind, fails where a mutation may not be sent again", () => {
    const result = advise("| Code | Meaning |\n| --- | --- |\n| `INTERNAL` | Something failed. Retry with backoff. |\n")
    expect(result.problems).toEqual([expect.stringMatching(/^page\.mdx:7 retry advice for INTERNAL says to retry, but errors\.yaml says not to for other: "No: read the data back first\."/)])
  })

  it("advice for the kinds where it is safe passes, in prose and in a table's columns", () => {
    const result = advise(
      "After `INTERNAL`, retry a query with backoff.\n\n| Failure | Queries | Mutations |\n| --- | --- | --- |\n| `INTERNAL` | Retried with exponential backoff | Not retried |\n| `RATE_LIMITED` | Retried after `Retry-After` | Retried after `Retry-After` |\n",
    )
    expect(result.problems).toEqual([])
    expect(result.checked).toBe(3)
  })

  it("advice never to retry a code that is always safe to retry fails; over-caution for one kind passes", () => {
    expect(advise("Never retry a request that failed with `RATE_LIMITED`.\n").problems).toEqual([expect.stringContaining("retry advice for RATE_LIMITED says not to retry, but errors.yaml says it is safe for queries and idempotent and other")])
    expect(advise("Don't retry mutations after `INTERNAL`.\n").problems).toEqual([])
  })

  it("advice to retry a non-idempotent mutation after a code that forbids it fails", () => {
    expect(advise("A mutation that isn't idempotent may be retried after `INTERNAL`.\n").problems).toEqual([expect.stringContaining("says not to for other")])
    expect(advise("An idempotent mutation may be retried after `INTERNAL`.\n").problems).toEqual([])
  })

  it("conditional advice, the Retry-After header and code blocks are not advice to check", () => {
    const body = "Retry `INTERNAL` only after reading the data back.\n\nThe `RATE_LIMITED` answer carries `Retry-After`.\n\n```ts\n// retry on INTERNAL\n```\n"
    expect(advise(body)).toEqual({ problems: [], checked: 0 })
  })
})
