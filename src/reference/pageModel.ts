import type { SchemaFileKind } from "./sources"

/** A generated reference page: what a hand-written page's file would hold, and where it comes from. */
export interface ReferencePage {
  route: string
  title: string
  description: string
  /** The MDX body (no front matter), written with the site's components only. */
  body: string
  /** The source file it is generated from, for messages and the edit link. */
  source: SchemaFileKind
}
