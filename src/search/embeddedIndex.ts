import { unpackRecords, type PackedIndex } from "./indexFile"
import type { SearchRecord } from "./records"

/** Fetches the embedded index written at build (its content-hashed URL is compiled into the bundle). */
export async function loadEmbeddedRecords(url: string | undefined = process.env.SEARCH_INDEX_URL): Promise<SearchRecord[]> {
  if (!url) throw new Error("The search index was not built")
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status})`)
  return unpackRecords((await response.json()) as PackedIndex)
}
