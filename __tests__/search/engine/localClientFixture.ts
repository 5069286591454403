import { createLocalSearchClient } from "../../../src/search/engine/localClient"
import type { SearchRecord } from "../../../src/search/index/records"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import { memoryIndex } from "../index/siteIndex"

/** Records of a small site, for the local client's tests. */
export function record(url: string, header: string, content: string, title = "Filters", code = ""): SearchRecord {
  const slug = url.split("#")[0]
  return { objectID: url, url, slug, header, content, code, title, hierarchy: url.includes("#") ? [title, header] : [title] }
}

export const records: SearchRecord[] = [
  record("/guides/stratadb/filters", "Filters", "Filters narrow the results of a list query."),
  record("/guides/stratadb/filters#operators", "Operators", "Use eq to match a value exactly, or contains for a substring."),
  record("/guides/pipeline#steps", "Steps", "A pipeline resolver runs its steps in order; each step can filter records.", "Pipeline"),
  record("/guides/secretmanager#rotation", "Rotation", "Rotate a secret without downtime. Mentions <img src=x onerror=alert(1)> in text.", "Secret Manager"),
  record("/reference/timeouts", "Timeouts", "Every request has a timeout of 30 seconds.", "Timeouts"),
]

/**
 * A client over one-term shards that settles display text after `settleMs`; `fetched` lists every file it
 * asked for, `fragments()` the display-text files.
 */
export function clientWithSettle(settleMs?: number) {
  const { built } = memoryIndex(records, { dictionaryChars: 1, postingsChars: 1 })
  const fetched: string[] = []
  const typing = createLocalSearchClient(
    createShardedIndex(async (path) => {
      fetched.push(path)
      return JSON.parse(built.files.get(path)!)
    }),
    settleMs,
  )
  return { typing, built, fetched, fragments: () => fetched.filter((path) => path.startsWith("fragments.")) }
}
