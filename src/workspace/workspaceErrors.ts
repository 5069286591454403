/** The extensions a Strata error carries besides its code (errors.yaml): reason, field, constraint, index, step. */
export interface ErrorDetails {
  reason?: string
  field?: string
  constraint?: string
  index?: number
  step?: string
}

/**
 * An error the platform returns, with its code in `extensions.code` and its details beside it. graphql-js reads
 * `extensions` from an error a resolver throws; it extends Error, not GraphQLError, so the browser bundle (whose
 * classes Babel may compile to functions) can construct it: a compiled class can't call a native class's constructor.
 */
export class StrataError extends Error {
  readonly code: string
  readonly details: ErrorDetails
  readonly extensions: { code: string } & Record<string, unknown>

  constructor(code: string, message: string, details: ErrorDetails = {}) {
    super(message)
    this.code = code
    this.details = details
    this.extensions = { code, ...withoutUndefined(details) }
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
