import type { GraphQLSchema } from "graphql"
import { LIMITS_FILE, type LimitPhrases, type RateLimit } from "../../../reference/limitPhrases"
import { schemaFacts } from "../../../reference/schemaFacts"
import type { FactRule } from "./factRule"

// limits.yaml says how pages phrase the schema's defaults and limits, and the APIs' rates: as fact rules, a page that
// states another number fails like a wrong limit of the glossary.

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

/** The rates as fact rules: pages that state another number fail like a wrong limit. */
export function rateFactRules(rates: RateLimit[]): FactRule[] {
  return rates.map((rate) => ({ name: rate.name, value: String(rate.requests), phrases: rate.phrases, source: LIMITS_FILE }))
}
