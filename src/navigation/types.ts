/** A node of the navigation tree as writers declare it in content/navigation.ts. */
export interface NavNode {
  title: string
  href?: string
  links?: NavNode[]
  preview?: boolean
  deprecated?: boolean
  /**
   * Why the label says something other than the title of the page it opens (an abbreviation, a name readers
   * search for). Without it, a label must use the title's words (src/navigation/labels.ts, tested).
   */
  labelReason?: string
}

/** A top-level group of the tree ("Getting started", "References"…). */
export interface NavGroup extends NavNode {
  links: NavNode[]
}

export type NavBadge = "preview" | "deprecated"

/** A node with its generated, stable id and depth. */
export interface IdentifiedNode {
  id: string
  title: string
  href?: string
  badge?: NavBadge
  depth: number
  children: IdentifiedNode[]
}

/** What the sidebar renders for one node on one page. */
export interface NavEntry {
  id: string
  type: "link" | "group"
  title: string
  href?: string
  badge?: NavBadge
  depth: number
  isCurrent: boolean
  /** On the path to the current page: open by default. */
  isOnActivePath: boolean
  children: NavEntry[]
}

export interface NavLink {
  id: string
  title: string
  href: string
}

/** A page's navigation data, computed once and handed down. */
export interface PageNavigation {
  entries: NavEntry[]
  /** Ids of the nodes from the root to the current page (inclusive). */
  activePath: string[]
  previous?: NavLink
  next?: NavLink
}
