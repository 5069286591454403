import { createHash } from "crypto"

/** The attribute every pushed record carries: what the sync reads back to know what the index holds. */
export const DIGEST_ATTRIBUTE = "recordDigest"

/** An object as pushed: any JSON object with a unique objectID. */
export interface SyncRecord {
  objectID: string
}

/** JSON with object keys sorted at every depth, so equal records give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * "<format>:<sha1 of the record's canonical JSON>": a change of text or of shape changes it, and the
 * prefix tells which record format wrote a hosted record. The digest attribute itself is left out.
 */
export function recordDigest(record: SyncRecord, recordFormat: number): string {
  const { [DIGEST_ATTRIBUTE]: _ignored, ...rest } = record as SyncRecord & Record<string, unknown>
  return `${recordFormat}:${createHash("sha1").update(canonicalJson(rest)).digest("hex")}`
}

/** The record format a hosted digest was written with, or undefined for a record this sync did not write. */
export function digestFormat(digest: unknown): number | undefined {
  if (typeof digest !== "string") return undefined
  const match = /^(\d+):[0-9a-f]{40}$/.exec(digest)
  return match ? Number(match[1]) : undefined
}

/** The record as pushed: with its digest. */
export function withDigest<T extends SyncRecord>(record: T, digest: string): T & { [DIGEST_ATTRIBUTE]: string } {
  return { ...record, [DIGEST_ATTRIBUTE]: digest }
}
