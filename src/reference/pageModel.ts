import type { SchemaFileKind } from "./sources"

/** A generated reference page: what a hand-written page's file would hold, and where it comes from. */
export interface ReferencePage {
  route: string
  title: string
  description: string
  /** The MDX body (no front matter), written with the site's components only. */
  body: string
  /** How much its search records count against other pages' (1 when absent): see HISTORY_SEARCH_WEIGHT. */
  searchWeight?: number
  /** The source file it is generated from, for messages and the edit link. */
  source: SchemaFileKind
}

/**
 * The search weight of a page that records history (the release notes, the API changelog): its sections name
 * identifiers as they changed and define none, so the entries and guides that define them come first.
 */
export const HISTORY_SEARCH_WEIGHT = 0.5
