import { createHash } from "crypto"

/** The attribute every pushed record carries: what the sync reads back to know what the index holds. */
export const DIGEST_ATTRIBUTE = "recordDigest"

/** An object as pushed: any JSON object with a unique objectID. */
export interface SyncRecord {
  objectID: string
}

// Rebuilds each plain object with its keys sorted, as JSON.stringify walks it (natively, faster than a walk of our own).
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value

/** JSON with object keys sorted at every depth, so equal records give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys) ?? "null"
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
