/** Anything InstantSearch accepts as a search client: `search(requests)` resolving `{ results }`. */
export interface SearchClientLike {
  search(requests: unknown[]): Promise<{ results: unknown[] }>
}

/**
 * Tries the primary client (Algolia); on its first failure switches to the fallback (the embedded
 * index) for the rest of the session and reports why, so the reader still finds things.
 */
export function withFallback(primary: SearchClientLike, fallback: () => SearchClientLike, onFallback: (error: unknown) => void): SearchClientLike {
  let failed = false
  return {
    async search(requests) {
      if (!failed) {
        try {
          return await primary.search(requests)
        } catch (error) {
          failed = true
          onFallback(error)
        }
      }
      return fallback().search(requests)
    },
  }
}

/** Answers queries that are empty without asking the backend: the dialog shows nothing for them. */
export function skipEmptyQueries(client: SearchClientLike): SearchClientLike {
  return {
    search(requests) {
      const all = requests as { indexName: string; params?: { query?: string; hitsPerPage?: number } }[]
      if (all.every((request) => !request.params?.query)) {
        return Promise.resolve({
          results: all.map((request) => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: request.params?.hitsPerPage ?? 20,
            processingTimeMS: 0,
            query: "",
            params: "",
            exhaustiveNbHits: true,
            index: request.indexName,
          })),
        })
      }
      return client.search(requests)
    },
  }
}

/** A client usable at once whose searches wait for the real one (loaded on demand). */
export function deferredClient(client: Promise<SearchClientLike>): SearchClientLike {
  return { search: (requests) => client.then((ready) => ready.search(requests)) }
}
