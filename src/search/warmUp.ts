import { parseHighlight, snippetAttribute } from "./highlight"
import { beginsWord, queryWords } from "./tokenize"
import { withinEdits } from "./typoTolerance"

// Words of every kind the tokenizer tells apart: plain, camelCase, joined by -, _ and ., digits.
export const WARM_UP_SAMPLE = "Rotate the webhook secret with getIdToken, X-Supplier-Signature and event.data.id_2 before 10:00."

/**
 * Runs the search's text code once on a sample: its regular expressions with Unicode classes compile on
 * first use, which took several milliseconds off the reader's first query. Called when the reader shows
 * intent to search, at idle time; the index's lookup code is warmed the same way once the term list is in
 * (`ShardedIndex.warmUp`).
 */
export function warmUpSearchText(): void {
  const words = queryWords(WARM_UP_SAMPLE)
  const terms = new Set(words.flatMap((word) => [word.term, ...word.parts]))
  parseHighlight(snippetAttribute(WARM_UP_SAMPLE, terms, 20, ["webhook"]).value)
  withinEdits("webhok", "webhook", 1)
  beginsWord(WARM_UP_SAMPLE)
}
