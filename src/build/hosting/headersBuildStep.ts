import fs from "fs"
import path from "path"
import { formatHeadersFile } from "./headersFile"
import { hostingHeaderRules, type PagePolicy } from "./hostingHeaders"

function urlPaths(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}/${entry.name}`
    return entry.isDirectory() ? urlPaths(path.join(dir, entry.name), urlPath) : [urlPath]
  })
}

/** Writes public/_headers for this build (every file is built by then); returns the number of rules. */
export function writeHostingHeaders(publicDir: string, pages: PagePolicy[]): number {
  const rules = hostingHeaderRules(urlPaths(publicDir), pages)
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(rules))
  return rules.length
}
