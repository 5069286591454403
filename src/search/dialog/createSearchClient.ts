import { fetchIndexFile } from "../engine/embeddedIndex"
import { withFallback, type SearchClientLike } from "../engine/fallbackClient"
import { createLocalSearchClient, type LocalSearchClient } from "../engine/localClient"
import { ALGOLIA_TIMEOUTS } from "../shared/settings"
import { createShardedIndex } from "../engine/shardedIndex"
import { searchShellApi } from "./shell/shellDom"

export interface AlgoliaKeys {
  appId: string
  searchKey: string
}

/** The public (search-only) Algolia keys, when the site was built with them. */
export function algoliaKeys(): AlgoliaKeys | undefined {
  const appId = process.env.GATSBY_ALGOLIA_APP_ID
  const searchKey = process.env.GATSBY_ALGOLIA_SEARCH_KEY
  return appId && searchKey ? { appId, searchKey } : undefined
}

let local: LocalSearchClient | undefined

/** The embedded index's client, shared by the dialog and the intent preloads; its files go in the page's one cache (the bootstrap's). */
export function localSearchClient(): LocalSearchClient {
  local ??= createLocalSearchClient(createShardedIndex(fetchIndexFile, searchShellApi()?.files))
  return local
}

/**
 * Algolia when configured (timeouts: connect 1 s, read 2 s, write 30 s; the client retries a down
 * host after 120 s), falling back to the embedded index; the embedded index otherwise.
 */
export async function createSearchClient(onFallback: (error: unknown) => void): Promise<SearchClientLike> {
  const keys = algoliaKeys()
  if (!keys) return localSearchClient()
  const { default: algoliasearch } = await import("algoliasearch/lite")
  const algolia = algoliasearch(keys.appId, keys.searchKey, { timeouts: ALGOLIA_TIMEOUTS })
  return withFallback(algolia as unknown as SearchClientLike, localSearchClient, onFallback)
}
