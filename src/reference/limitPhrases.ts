import { loadYaml } from "./loadYaml"
import type { SchemaFact } from "./schemaFacts"

export const LIMITS_FILE = "content/schema/limits.yaml"

/** One entry of limits.yaml: which fact of the schema it is, and how pages phrase it. */
export interface LimitPhrases {
  name: string
  /** `Type.field` or `Type.field(argument:)`. */
  at: string
  kind: SchemaFact["kind"]
  phrases: string[]
}

/** The entries of limits.yaml; a file that doesn't parse or has no `limits` list fails naming the file. */
export function parseLimitPhrases(text: string): LimitPhrases[] {
  const limits = (loadYaml(text, LIMITS_FILE) as { limits?: LimitPhrases[] } | null)?.limits
  if (!Array.isArray(limits)) throw new Error(`${LIMITS_FILE}: needs a "limits" list`)
  return limits
}

/** A rate limit of limits.yaml (`rates`): its number is written there, as no schema holds it. */
export interface RateLimit {
  name: string
  api: "management" | "graphql"
  requests: number
  per: "second" | "minute"
  burst?: number
  /** What is counted together: "per personal access token". */
  scope: string
  phrases: string[]
}

/** The `rates` of limits.yaml (none when absent); an entry without its number, unit or phrases fails naming the file. */
export function parseRates(text: string): RateLimit[] {
  const rates = (loadYaml(text, LIMITS_FILE) as { rates?: RateLimit[] } | null)?.rates ?? []
  const problems = rates.flatMap((rate) => {
    const missing = [
      typeof rate.requests !== "number" ? "requests (a number)" : "",
      !["second", "minute"].includes(rate.per) ? "per (second or minute)" : "",
      !["management", "graphql"].includes(rate.api) ? "api (management or graphql)" : "",
      !Array.isArray(rate.phrases) || rate.phrases.length === 0 ? "phrases" : "",
    ].filter(Boolean)
    return missing.length ? [`the rate "${rate.name}" needs ${missing.join(", ")}`] : []
  })
  if (problems.length > 0) throw new Error(`${LIMITS_FILE}: ${problems.join("; ")}`)
  return rates
}

/** A rate in words: "10 requests per second per personal access token". */
export const rateText = (rate: RateLimit) =>
  `${rate.requests.toLocaleString("en-US")} requests per ${rate.per}${rate.burst ? ` (bursts to ${rate.burst.toLocaleString("en-US")})` : ""} ${rate.scope}`
