// The record's shape is read by the index writer, the Algolia push and the engine's hits alike: it lives beside the index format.
/** One searchable section of a page: its intro, or one h2/h3 with everything up to the next heading. */
export interface SearchRecord {
  /** Stable: the route plus the anchor ("/guides/pipeline#steps"; the intro is the route alone). */
  objectID: string
  /** The section's heading, or the page title for the intro. */
  header: string
  /** The whole prose of the section (paragraphs, lists, tables, callouts, properties), one block a line. */
  content: string
  /** The code of the section's code blocks, whole, one block after another. */
  code: string
  /** The page's route. */
  slug: string
  /** Where the hit leads: route + #anchor. */
  url: string
  title: string
  /** Page title, then the h2 above (for an h3), then the section's own heading. */
  hierarchy: string[]
  /**
   * "entry": one entry of a section with its own anchor (a reference field or argument, a limit's run-in), its
   * header the name it defines. Left out for a section.
   */
  kind?: "entry"
  /**
   * How much the record counts against others, from its page's `searchWeight` (history pages: the release notes
   * and the API changelog name identifiers they don't define). Left out for 1.
   */
  weight?: number
}
