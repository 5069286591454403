/** Fetches one file of the index by its path under /search/ and parses it. */
export type IndexFileLoader = (path: string) => Promise<unknown>

/**
 * The index's files by path, fetched or on their way. In the browser it is the record the page's inline
 * bootstrap keeps (it fetches the meta file on intent), so a file is fetched once for the whole page.
 */
export type IndexFileCache = Record<string, Promise<unknown> | undefined>

/** Every file of the index, fetched once; a failed file is dropped, so the next query may ask for it again. */
export interface IndexFiles {
  get<T>(path: string): Promise<T>
  has(path: string): boolean
}

export function createIndexFiles(load: IndexFileLoader, cache: IndexFileCache = {}): IndexFiles {
  return {
    get<T>(path: string): Promise<T> {
      let file = cache[path]
      if (!file) {
        const loading = (file = load(path))
        cache[path] = loading
        loading.catch(() => {
          if (cache[path] === loading) cache[path] = undefined
        })
      }
      return file as Promise<T>
    },
    has: (path) => cache[path] !== undefined,
  }
}
