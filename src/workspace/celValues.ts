import { evaluate } from "@marcbachmann/cel-js"
import { ModelRefusal } from "./workspaceErrors"

// The conditions of permission rules and pipeline steps are CEL, evaluated by a CEL library rather than by
// code of ours. CEL keeps integers as BigInt: values go in as the JSON the model holds (integers become BigInt,
// so `size(x) == 1` and `quantity + 12` stay integers) and come out as JSON again.

/** A JSON value as CEL reads it: whole numbers as BigInt. */
export function toCel(value: unknown): unknown {
  if (typeof value === "number" && Number.isInteger(value)) return BigInt(value)
  if (Array.isArray(value)) return value.map(toCel)
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toCel(item)]))
  return value
}

/** A CEL result as JSON: BigInt back to number, maps to objects. */
export function fromCel(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value)
  if (Array.isArray(value)) return value.map(fromCel)
  if (value instanceof Map) return Object.fromEntries([...value.entries()].map(([key, item]) => [String(key), fromCel(item)]))
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromCel(item)]))
  return value
}

/** Evaluates a CEL expression over JSON variables; an expression CEL can't read is refused with the expression named. */
export function evaluateCel(expression: string, variables: Record<string, unknown>): unknown {
  try {
    return fromCel(evaluate(expression, toCel(variables) as Record<string, unknown>))
  } catch (error) {
    throw new ModelRefusal(`CEL expression ${JSON.stringify(expression)} can't be evaluated: ${(error as Error).message}`)
  }
}

/** A condition's verdict: true only when the expression evaluates to true. */
export const holds = (condition: string, variables: Record<string, unknown>) => evaluateCel(condition, variables) === true
