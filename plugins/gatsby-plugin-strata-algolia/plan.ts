import { canonicalJson, digestFormat } from "./digest"

/** What the index holds, as far as the sync needs it: each objectID with its digest (undefined when it carries none). */
export type HostedDigests = ReadonlyMap<string, string | undefined>

export interface SyncPlan {
  /** rebuild: a fresh index moved over the old one; update: only the difference; none: the index already equals the site. */
  mode: "rebuild" | "update" | "none"
  /** Why a rebuild (missing, empty, another format). */
  reason?: string
  /** objectIDs to send: new in the site, or different in the index. */
  save: string[]
  /** objectIDs the index holds and the site does not (removed pages, records written by anyone else); a rebuild into a fresh index sends none. */
  delete: string[]
  unchanged: number
}

/**
 * Compares the site's digests with the hosted ones (undefined: the index does not exist). A missing or
 * empty index, or one where no record carries a digest of this format, is rebuilt; otherwise the plan
 * is exactly the difference, so a record edited, added or removed in the index is put back.
 */
export function planSync(site: ReadonlyMap<string, string>, hosted: HostedDigests | undefined, recordFormat: number): SyncPlan {
  const all = [...site.keys()]
  if (!hosted) return { mode: "rebuild", reason: "the index does not exist", save: all, delete: [], unchanged: 0 }
  if (hosted.size === 0) return { mode: "rebuild", reason: "the index is empty", save: all, delete: [], unchanged: 0 }
  const remove = [...hosted.keys()].filter((id) => !site.has(id))
  const formats = new Set([...hosted.values()].map(digestFormat))
  if (!formats.has(recordFormat)) {
    const held = [...formats].map((format) => (format === undefined ? "records without a digest" : `format ${format}`)).join(", ")
    return { mode: "rebuild", reason: `the index holds ${held}, not format ${recordFormat}`, save: all, delete: remove, unchanged: 0 }
  }
  const save = all.filter((id) => hosted.get(id) !== site.get(id))
  return { mode: save.length + remove.length > 0 ? "update" : "none", save, delete: remove, unchanged: all.length - save.length }
}

/** The site's digests by objectID; two records with one objectID would overwrite each other, so they fail the sync. */
export function siteDigests<T extends { objectID: string }>(records: T[], digest: (record: T) => string): Map<string, string> {
  const digests = new Map<string, string>()
  for (const record of records) {
    if (typeof record.objectID !== "string" || record.objectID === "") throw new Error(`Algolia sync: a record has no objectID (${JSON.stringify(record).slice(0, 120)})`)
    if (digests.has(record.objectID)) throw new Error(`Algolia sync: two records share the objectID ${record.objectID}`)
    digests.set(record.objectID, digest(record))
  }
  return digests
}

// Algolia answers `distinct: true` as 1 (and accepts either).
const normalizeSetting = (key: string, value: unknown) => canonicalJson(key === "distinct" && typeof value === "boolean" ? Number(value) : value)

/** The settings the site sets whose hosted value differs (a dashboard edit, another build's settings), in the site's key order. */
export function settingsDrift(site: Record<string, unknown>, hosted: Record<string, unknown>): string[] {
  return Object.keys(site).filter((key) => normalizeSetting(key, site[key]) !== normalizeSetting(key, hosted[key]))
}
