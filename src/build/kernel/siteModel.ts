import type { CompiledPage } from "../../mdx/treeTypes"
import type { IdentifiedNode } from "../../navigation/types"
import type { ParsedSchemas } from "../../reference/sources"
import type { LastUpdated } from "../../layout/pageDate"
import type { Redirect, RouteHistory } from "../../redirects/types"

/** One page of the site, hand-written (an .mdx file) or generated from content/schema. */
export interface SitePage {
  id: string
  route: string
  /** The file named in messages, from the site root (a generated page: "<source> (generated <route>)"). */
  file: string
  /** The file the edit link opens and the date comes from (a generated page: its schema source). */
  editFile: string
  generated: boolean
  title: string | null
  description: string | null
  /** How much its search records count against others' (front matter `searchWeight`); 1 when absent. */
  searchWeight?: number
  /** The MDX body (no front matter). */
  body: string
  /** The file's text as the writer sees it (front matter included); the body for a generated page. */
  source: string
  /** Lines of front matter above the body. */
  lineOffset: number
  /** The compiled body; absent when it does not compile (its problems are in `compileProblems`). */
  compiled?: CompiledPage
  /** A digest of the compiled tree: a change of the compiler (same MDX, new output) changes the page's context. */
  treeDigest?: string
}

/** The whole site as the stages after sourcing see it: read once, then checked, turned into pages and emitted. */
export interface SiteModel {
  rootDir: string
  pages: SitePage[]
  /** "file:line:column message" of every page that did not compile. */
  compileProblems: string[]
  navigation: IdentifiedNode[]
  /** Routes served but kept out of the navigation, search and llms.txt. */
  unlisted: string[]
  /** The parsed content/schema sources; absent on sites without them (synthetic sites). */
  schemas?: ParsedSchemas
  /** Inline-code type names and the reference entries they link to. */
  typeLinks: ReadonlyMap<string, string>
  /** The last-commit date of each source file, from the site root. */
  lastUpdated: Map<string, LastUpdated>
  /** The redirects of content/redirects.yaml that are well formed; what is wrong with the file is in `redirectProblems`. */
  redirects: Redirect[]
  redirectProblems: string[]
  /** Every route git says the site served, or why it cannot say. */
  routeHistory: RouteHistory
}

/** Only the pages that compiled, with their compiled body. */
export function compiledPages(site: SiteModel): (SitePage & { compiled: CompiledPage })[] {
  return site.pages.filter((page): page is SitePage & { compiled: CompiledPage } => page.compiled !== undefined)
}
