// A response a page shows against the model's: every value must be the same, except the values of the fields
// the page marks volatile (a generated ID, a timestamp), which must only be there on both sides.

export interface Difference {
  /** Where, as `data.products.edges[0].node.price`. */
  path: string
  shown: unknown
  actual: unknown
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)
const show = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value))

/**
 * The differences between the response shown and the model's, at most `limit` of them. A volatile value may
 * differ, unless the model's value is one the samples name (`named`, such as a sample record's ID): then the
 * page shows that one.
 */
export function responseDifferences(shown: unknown, actual: unknown, volatile: string[] = [], limit = 5, named: ReadonlySet<unknown> = new Set()): Difference[] {
  const differences: Difference[] = []
  const volatileFields = new Set(volatile)
  const walk = (a: unknown, b: unknown, path: string, key: string) => {
    if (differences.length >= limit) return
    if (volatileFields.has(key) && a !== undefined && b !== undefined && !named.has(b)) return
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) differences.push({ path: `${path} (length)`, shown: a.length, actual: b.length })
      for (let index = 0; index < Math.min(a.length, b.length); index++) walk(a[index], b[index], `${path}[${index}]`, key)
      return
    }
    if (isObject(a) && isObject(b)) {
      for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[field], b[field], path ? `${path}.${field}` : field, field)
      return
    }
    if (!(typeof a === "number" && typeof b === "number" && Math.abs(a - b) < 1e-9) && JSON.stringify(a) !== JSON.stringify(b)) {
      differences.push({ path, shown: a, actual: b })
    }
  }
  walk(shown, actual, "", "")
  return differences
}

/** One line of a difference, for a build message. */
export const describeDifference = (difference: Difference) =>
  `at ${difference.path || "the top"} the page shows ${show(difference.shown)}, the model returns ${show(difference.actual)}`
