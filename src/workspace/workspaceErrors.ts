import { GraphQLError } from "graphql"

/** The extensions a Strata error carries besides its code (errors.yaml): reason, field, constraint, index, step. */
export interface ErrorDetails {
  reason?: string
  field?: string
  constraint?: string
  index?: number
  step?: string
}

/** An error the platform returns, with its code in `extensions.code` and its details beside it. */
export class StrataError extends GraphQLError {
  readonly code: string
  readonly details: ErrorDetails

  constructor(code: string, message: string, details: ErrorDetails = {}) {
    super(message, { extensions: { code, ...withoutUndefined(details) } })
    this.code = code
    this.details = details
  }
}

/**
 * What the docs don't say, so the model won't guess: a request that needs it is refused, and the page that
 * shows it must say why it can't run (nocheck) until the docs say what happens.
 */
export class ModelRefusal extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ModelRefusal"
  }
}

function withoutUndefined(details: ErrorDetails): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined))
}

/** Several errors of one field (every broken validation rule, every failing record of a bulk upsert); the response lists each. */
export class FieldErrors extends Error {
  constructor(readonly errors: StrataError[]) {
    super(errors.map((error) => error.message).join("; "))
  }
}

export const permissionDenied = (message: string, details: ErrorDetails = {}) => new StrataError("PERMISSION_DENIED", message, details)
export const validationFailed = (message: string, details: ErrorDetails = {}) => new StrataError("VALIDATION_FAILED", message, details)
export const notFound = (message: string) => new StrataError("NOT_FOUND", message)
export const badRequest = (message: string) => new StrataError("BAD_REQUEST", message)
