/** Where the build writes the embedded index (src/build/emit/searchIndex.ts), as the browser asks for it. */
export const SEARCH_INDEX_PATH = "/search/"

/** Fetches one file of the embedded index; a failure says so in the dialog. */
export async function fetchIndexFile(path: string): Promise<unknown> {
  const response = await fetch(`${SEARCH_INDEX_PATH}${path}`)
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status})`)
  return response.json()
}
