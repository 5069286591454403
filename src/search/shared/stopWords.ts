/**
 * English function words that say nothing about a section: they are not indexed, and a query drops
 * them ("how do I retry a webhook" searches "retry webhook"). Words that are also Strata's vocabulary
 * stay searchable: filter operators (`and`, `or`, `not`, `in`), pagination (`first`, `last`, `after`,
 * `before`), Auth's `me`, and `all`, `any`, `no`, `where`.
 */
const STOP_WORDS = new Set(
  `a about above again against am an are as at be because been being below between both but by can could
  did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if into is it its itself just more most my myself nor of off on once only other our
  ours ourselves out over own same she should so some such than that the their theirs them themselves then
  there these they this those through to too under until up very was we were what when which while who
  whom why will with would you your yours yourself yourselves`.split(/\s+/),
)

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term)
}
