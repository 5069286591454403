/** Site-wide settings in one typed place. Environment variables override the defaults at build. */
export const site = {
  title: "Strata Docs",
  /** Used after every page title but the home page's. */
  titleSuffix: "Protocol API Reference",
  description: "Guides, tutorials and API references for Strata: StrataDB, auth, pipelines, executors and functions.",
  siteUrl: (process.env.SITE_URL || "https://docs.strata.dev").replace(/\/+$/, ""),
  companyUrl: "https://strata.dev",
  demoUrl: "https://strata.dev/demo",
  signInUrl: "https://console.strata.dev",
  supportUrl: "https://strata.dev/support",
  apiUrl: "/reference/api-references",
  sourceUrl: "https://github.com/strata-platform/strata-docs",
} as const

/** The default picture of a shared link (1200×630, in static/), the same on every page. */
export const socialImage = "/social-card.png"

/**
 * The edit view of a source file, given its path from the site root (`content/docs/guides/x.mdx`): the one
 * setting is SOURCE_EDIT_URL, the repository's edit view on its branch. Used at build only.
 */
export function editUrl(file: string): string {
  const base = (process.env.SOURCE_EDIT_URL || `${site.sourceUrl}/edit/main`).replace(/\/+$/, "")
  return `${base}/${file.split("\\").join("/")}`
}

/** Where a page's Markdown twin is served: `/guides/x` → `/guides/x.md`, the home page → `/index.md`. */
export function markdownPath(route: string): string {
  return route === "/" ? "/index.md" : `${route.replace(/\/+$/, "")}.md`
}
