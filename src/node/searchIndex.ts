import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { packRecords } from "../search/indexFile"
import { pageRecords, type PageForSearch, type SearchRecord } from "../search/records"

export const SEARCH_INDEX_DIR = "search"

/** Every section record of the site, in navigation-independent, stable order (by route). */
export function siteRecords(pages: PageForSearch[]): SearchRecord[] {
  return [...pages].sort((a, b) => a.route.localeCompare(b.route)).flatMap(pageRecords)
}

/**
 * Writes the embedded index into public/search/ under a content-hashed name (cacheable forever),
 * removes older ones, and returns its URL for the browser bundle.
 */
export function writeSearchIndex(records: SearchRecord[], publicDir: string): string {
  const json = JSON.stringify(packRecords(records))
  const name = `index.${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`
  const dir = path.join(publicDir, SEARCH_INDEX_DIR)
  fs.mkdirSync(dir, { recursive: true })
  for (const old of fs.readdirSync(dir)) if (old !== name && /^index\.[0-9a-f]+\.json$/.test(old)) fs.rmSync(path.join(dir, old))
  fs.writeFileSync(path.join(dir, name), json)
  return `/${SEARCH_INDEX_DIR}/${name}`
}
