import fs from "fs"
import path from "path"
import type { SiteModel } from "./siteModel"
import { digestOf } from "./pageStore"

/**
 * The result of a stage kept from the last build, reused when its key is the same: a warm build with
 * nothing changed neither checks the site again nor writes its files again.
 */
export interface StageMemo {
  reuse<T>(stage: string, key: string, run: () => T, stillValid?: () => boolean): { result: T; reused: boolean }
}

/** Keeps the memo in one JSON file (in .cache, so `gatsby clean` forgets it). */
export function diskStageMemo(file: string): StageMemo {
  const read = (): Record<string, { key: string; result: unknown }> => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8"))
    } catch {
      return {}
    }
  }
  return {
    reuse(stage, key, run, stillValid = () => true) {
      const kept = read()[stage]
      if (kept && kept.key === key && stillValid()) return { result: kept.result as ReturnType<typeof run>, reused: true }
      const result = run()
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, JSON.stringify({ ...read(), [stage]: { key, result } }))
      return { result, reused: false }
    },
  }
}

/** A memo that keeps nothing: every stage runs (a site without Gatsby's compiled build code). */
export const noStageMemo: StageMemo = { reuse: (_stage, _key, run) => ({ result: run(), reused: false }) }

/** A digest of everything the model holds but the compiled trees (their digests stand for them). */
export function siteDigest(site: SiteModel): string {
  const pages = site.pages.map(({ compiled: _compiled, ...page }) => page)
  return digestOf(
    JSON.stringify(pages),
    JSON.stringify(site.compileProblems),
    JSON.stringify(site.navigation),
    JSON.stringify(site.unlisted),
    JSON.stringify([site.redirects, site.redirectProblems, site.routeHistory]),
    JSON.stringify(site.schemas?.texts ?? null),
    JSON.stringify([...site.typeLinks]),
    JSON.stringify([...site.lastUpdated]),
  )
}
