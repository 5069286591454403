import type { SiteCheck } from "../siteCheck"
import type { SourcedPage } from "./frontMatter"

/** Two files that would serve the same route. */
export function checkDuplicateRoutes(pages: SourcedPage[]): string[] {
  const byRoute = new Map<string, string[]>()
  for (const page of pages) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page.file])
  return [...byRoute]
    .filter(([, files]) => files.length > 1)
    .map(([route, files]) => `${route} is served by more than one file: ${files.join(", ")}`)
}

/** One file per route. */
export const duplicateRoutes: SiteCheck = {
  name: "duplicate routes",
  run: ({ site }) => ({ problems: checkDuplicateRoutes(site.pages) }),
}
