import type { SearchIndex } from "algoliasearch"
import { DIGEST_ATTRIBUTE, digestFormat, recordDigest, type SyncRecord } from "./digest"
import { SyncError, serviceAnswer, step } from "./failure"
import type { HostedDigests } from "./plan"

/** Browse pages of the largest size Algolia serves. */
const BROWSE_PAGE = 1000

export interface HostedIndex {
  settings: Record<string, unknown>
  /** As the plan compares them (see CompareBy). */
  digests: HostedDigests
  /** As the records store them: enough to tell whether a copy still holds the same records. */
  stored: HostedDigests
}

/**
 * How a hosted record is compared with the site's. content: every attribute is browsed and its digest
 * computed here, so a record edited in the dashboard (its stored digest left as it was) is seen.
 * digest: only the stored digest is browsed, far less to transfer, but blind to such an edit.
 */
export type CompareBy = "content" | "digest"

// Attributes Algolia may add to a hit; never part of a record.
const RESPONSE_ATTRIBUTES = ["_highlightResult", "_snippetResult", "_rankingInfo", "_distinctSeqID"]

/** A hosted record's digest as the plan compares it: of its content when it was written in this format. */
export function hostedDigest(hit: Record<string, unknown>, compareBy: CompareBy, recordFormat: number): string | undefined {
  const stored = typeof hit[DIGEST_ATTRIBUTE] === "string" ? (hit[DIGEST_ATTRIBUTE] as string) : undefined
  if (compareBy === "digest" || digestFormat(stored) !== recordFormat) return stored
  const content = { ...hit }
  for (const key of RESPONSE_ATTRIBUTES) delete content[key]
  return recordDigest(content as unknown as SyncRecord, recordFormat)
}

/** Every objectID the index holds with its digest: a cursor browse of 1,000 hits a request; `stored` collects the stored digests. */
export async function browseDigests(
  index: SearchIndex,
  compareBy: CompareBy,
  recordFormat: number,
  stepName = "browse",
  stored = new Map<string, string | undefined>(),
): Promise<HostedDigests> {
  const digests = new Map<string, string | undefined>()
  await step(stepName, index.indexName, () =>
    index.browseObjects<Record<string, unknown>>({
      attributesToRetrieve: compareBy === "digest" ? [DIGEST_ATTRIBUTE] : ["*"],
      attributesToHighlight: [],
      attributesToSnippet: [],
      hitsPerPage: BROWSE_PAGE,
      batch: (hits) => {
        for (const hit of hits) {
          digests.set(hit.objectID, hostedDigest(hit, compareBy, recordFormat))
          stored.set(hit.objectID, typeof hit[DIGEST_ATTRIBUTE] === "string" ? (hit[DIGEST_ATTRIBUTE] as string) : undefined)
        }
      },
    }),
  )
  return digests
}

/** The index's settings, or undefined when the index does not exist (Algolia answers 404). */
export async function readSettings(index: SearchIndex, indexName = index.indexName): Promise<Record<string, unknown> | undefined> {
  try {
    return (await index.getSettings()) as Record<string, unknown>
  } catch (error) {
    if (serviceAnswer(error).status === 404) return undefined
    throw new SyncError("read settings", indexName, error)
  }
}

/** What the index holds (settings and digests), or undefined when it does not exist. */
export async function readHostedIndex(index: SearchIndex, compareBy: CompareBy, recordFormat: number): Promise<HostedIndex | undefined> {
  const settings = await readSettings(index)
  if (!settings) return undefined
  const stored = new Map<string, string | undefined>()
  return { settings, digests: await browseDigests(index, compareBy, recordFormat, "browse", stored), stored }
}

/** Whether two browses saw the same objectIDs with the same stored digests. */
export function sameStoredDigests(a: HostedDigests, b: HostedDigests): boolean {
  if (a.size !== b.size) return false
  for (const [id, digest] of a) if (!b.has(id) || b.get(id) !== digest) return false
  return true
}
