/**
 * What this site gives gatsby-plugin-strata-algolia (build only): where the records are, their
 * format and the index's settings. The plugin brings the index to exactly these records.
 */

/** Written by the site's createPages (saveSearchRecords), read by the plugin after the build. */
export const SEARCH_RECORDS_FILE = ".cache/search-records.json"

// 2: whole sections with their code, long sections in chunks, one hit per section (distinct on url).
// 3: every record carries `weight` (its page's searchWeight times its entry's), the first custom ranking.
export const ALGOLIA_RECORD_FORMAT = 3

export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: ["unordered(header)", "unordered(title)", "unordered(content)", "unordered(code)"],
  attributesToSnippet: ["content:20", "code:20"],
  attributesToHighlight: ["header", "title"],
  // Identifiers match by their words too (syncCursors → sync cursors), as in the embedded index.
  camelCaseAttributes: ["code"],
  removeStopWords: ["en"],
  removeWordsIfNoResults: "allOptional" as const,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  highlightPreTag: "<mark>",
  highlightPostTag: "</mark>",
  attributeForDistinct: "url",
  distinct: true,
  // Ties on the textual criteria go to the heavier record (a definition before a history page's mention of it),
  // then to a stable order. Algolia applies custom ranking after its own criteria: weight breaks ties, where the
  // embedded index multiplies scores by it.
  customRanking: ["desc(weight)", "asc(objectID)"],
}
