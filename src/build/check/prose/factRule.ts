// A fact the pages must state with its one value: the glossary's facts and the schema's limits (limitFacts.ts) are
// checked alike by the consistency check.

/** A limit or timeout: its one value, and the phrases that state it (regexes around `{n}`, case-insensitive). */
export interface FactRule {
  name: string
  value: string
  phrases: string[]
  /** Where the value is written, for messages: the glossary unless said otherwise. */
  source?: string
}
