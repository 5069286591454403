import { parseHighlight, snippetAttribute } from "./highlight"
import { beginsWord, queryWords } from "../shared/tokenize"
import { withinEdits } from "./typoTolerance"

// Words of every kind the tokenizer tells apart: plain, camelCase, joined by -, _ and ., digits.
export const WARM_UP_SAMPLE = "Rotate the webhook secret with getIdToken, X-Supplier-Signature and event.data.id_2 before 10:00."

/**
 * A regular expression's first match runs from bytecode that it compiles then, and its second compiles it
 * to machine code: with Unicode classes each step takes milliseconds. Two runs before the reader's first
 * query spare it both.
 */
export const WARM_UP_RUNS = 2

/**
 * The sample in both of the engine's string forms: text of Latin-1 characters only is stored a byte a
 * character, other text two bytes, and a regular expression compiles for each form on its first match in
 * it. Index files hold the first; what a reader types (an IME, a paste) often arrives as the second.
 */
export const WARM_UP_SAMPLES = [WARM_UP_SAMPLE, `${WARM_UP_SAMPLE} \u2014`]

/**
 * The search's text code run on the samples, in small steps: the tokenizer, snippets and highlights, the
 * typo check, the typing check. Each step compiles a few regular expressions.
 */
export function searchTextWarmUp(): Array<() => void> {
  const steps = WARM_UP_SAMPLES.flatMap((sample) => {
    const terms = () => new Set(queryWords(sample).flatMap((word) => [word.term, ...word.parts]))
    return [
      () => queryWords(sample),
      () => parseHighlight(snippetAttribute(sample, terms(), 20, ["webhook"]).value),
      () => {
        withinEdits("webhok", "webhook", 1)
        beginsWord(sample)
        beginsWord(`${sample.slice(-8)} s`)
      },
    ]
  })
  return Array.from({ length: WARM_UP_RUNS }, () => steps).flat()
}

/**
 * Runs `steps` one per task, starting now rather than when the browser is idle: the reader who opens
 * search types at once, and an idle period may not come before the first query. A keystroke waits at
 * most for one step, as input goes before timers. Returns a function that stops what is left.
 */
export function runInSlices(steps: Array<() => void>): () => void {
  let next = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    steps[next++]()
    timer = next < steps.length ? setTimeout(run, 0) : undefined
  }
  if (steps.length > 0) timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}
