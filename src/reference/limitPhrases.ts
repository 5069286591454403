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
