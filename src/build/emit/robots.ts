import fs from "fs"
import path from "path"

/** Where gatsby-plugin-sitemap writes the sitemap index. */
export const SITEMAP_PATH = "/sitemap-index.xml"

/** robots.txt: everything may be crawled; the sitemap's absolute URL comes from the one configured site URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${SITEMAP_PATH}\n`
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}
