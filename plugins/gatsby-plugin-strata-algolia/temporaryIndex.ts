import { randomBytes } from "crypto"

/** A temporary index older than this belongs to a build that failed or was killed: no build syncs that long. */
export const STALE_AFTER_MS = 60 * 60 * 1000

const prefix = (indexName: string) => `${indexName}_sync_tmp_`

/** A name no other build picks: the index's, the time (ms) and random hex. */
export function temporaryIndexName(indexName: string, now = Date.now(), random = randomBytes(4).toString("hex")): string {
  return `${prefix(indexName)}${now}_${random}`
}

/** The temporary indexes of this index (from listIndices' names) left by a run that started over an hour ago. */
export function staleTemporaryIndexes(indexName: string, names: string[], now = Date.now()): string[] {
  const pattern = new RegExp(`^${prefix(indexName).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\d+)_[0-9a-f]+$`)
  return names.filter((name) => {
    const match = pattern.exec(name)
    return match !== null && now - Number(match[1]) > STALE_AFTER_MS
  })
}
