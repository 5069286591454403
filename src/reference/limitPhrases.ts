import type { GraphQLSchema } from "graphql"
import { loadYaml } from "./loadYaml"
import type { FactRule } from "./factRule"
import { schemaFacts, type SchemaFact } from "./schemaFacts"

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

/**
 * The glossary-style fact rules of limits.yaml, each with its value read from the schema, and the
 * problems of the file itself: an entry whose place has no such default or limit in the schema.
 */
export function limitFactRules(entries: LimitPhrases[], schema: GraphQLSchema): { facts: FactRule[]; problems: string[] } {
  const known = schemaFacts(schema)
  const facts: FactRule[] = []
  const problems: string[] = []
  for (const entry of entries) {
    const fact = known.find((candidate) => candidate.where === entry.at && candidate.kind === entry.kind)
    if (!fact) {
      problems.push(`${LIMITS_FILE}: "${entry.name}" refers to the ${entry.kind} of ${entry.at}, which strata.graphql doesn't declare`)
      continue
    }
    facts.push({ name: entry.name, value: fact.value, phrases: entry.phrases, source: `${entry.at} in strata.graphql` })
  }
  return { facts, problems }
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

/** The rates as fact rules: pages that state another number fail like a wrong limit. */
export function rateFactRules(rates: RateLimit[]): FactRule[] {
  return rates.map((rate) => ({ name: rate.name, value: String(rate.requests), phrases: rate.phrases, source: LIMITS_FILE }))
}
