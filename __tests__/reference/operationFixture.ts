// operations.yaml of a small workspace, its schema and error catalogue: what the reference renders of it
// (__tests__/reference/operationBehaviour.test.ts) and what the check refuses in it (__tests__/build/check/reference).
import { buildSchema } from "graphql"
import type { ErrorCatalogue } from "../../src/reference/errorCatalogue"
import { parseOperations } from "../../src/reference/operationBehaviour"
import { withPermissions } from "../../src/reference/referencePages"

export const schema = buildSchema(`
  type Product { sku: String! }
  type Query { product(id: ID!): Product }
  type Mutation { createProduct(sku: String!): Product! updateProduct(id: ID!, sku: String!): Product! }
`)

export const retry = (other: boolean) => ({ queries: { safe: true, advice: "Yes, with backoff." }, idempotent: { safe: true, advice: "Yes, with backoff." }, other: { safe: other, advice: other ? "Yes." : "No: read the data back first." } })
export const catalogue: ErrorCatalogue = {
  codes: [
    { code: "PERMISSION_DENIED", status: "200", summary: "", when: "", fix: "", retry: { queries: { safe: false, advice: "No." }, idempotent: { safe: false, advice: "No." }, other: { safe: false, advice: "No." } } },
    { code: "VALIDATION_FAILED", status: "200", summary: "", when: "", fix: "", retry: { queries: { safe: false, advice: "No." }, idempotent: { safe: false, advice: "Not with the same input." }, other: { safe: false, advice: "No." } } },
    { code: "INTERNAL", status: "200", summary: "", when: "", fix: "", retry: retry(false) },
  ],
  reasons: [{ reason: "UNIQUE_VIOLATION", code: "VALIDATION_FAILED", summary: "", details: "" }],
}

export const text = `every-operation:
  - { code: INTERNAL, when: "Something failed." }
operations:
  - operation: product
    access: { type: Product, actions: [read] }
    errors:
      - { code: PERMISSION_DENIED, when: "No rules." }
  - operation: createProduct
    idempotent: false
    access: { type: Product, actions: [create] }
    errors:
      - { code: VALIDATION_FAILED, reason: UNIQUE_VIOLATION, when: "The SKU is taken." }
  - operation: updateProduct
    idempotent: true
    access: { type: Product, actions: [update] }
    errors:
      - { code: VALIDATION_FAILED, when: "A rule fails." }
`
// Who may do what comes from the configuration (src/workspace/permissionSummary), never from operations.yaml.
export const file = withPermissions(parseOperations(text), { groups: { "inventory-staff": { Product: ["read"] } }, resolvers: {} })
