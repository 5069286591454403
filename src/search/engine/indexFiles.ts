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
  /** Keeps a file that comes another way (a range of the fragments' pack) as if it had been fetched. */
  put(path: string, file: Promise<unknown>): void
  /** Fetches a file without the cache. */
  load: IndexFileLoader
}

export function createIndexFiles(load: IndexFileLoader, cache: IndexFileCache = {}): IndexFiles {
  const put = (path: string, file: Promise<unknown>) => {
    cache[path] = file
    file.catch(() => {
      if (cache[path] === file) cache[path] = undefined
    })
  }
  return {
    get<T>(path: string): Promise<T> {
      let file = cache[path]
      if (!file) put(path, (file = load(path)))
      return file as Promise<T>
    },
    has: (path) => cache[path] !== undefined,
    put,
    load,
  }
}
