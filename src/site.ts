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

/** Where a page's Markdown twin is served: `/guides/x` → `/guides/x.md`, the home page → `/index.md`. */
export function markdownPath(route: string): string {
  return route === "/" ? "/index.md" : `${route.replace(/\/+$/, "")}.md`
}
