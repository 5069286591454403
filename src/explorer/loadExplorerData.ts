import { exampleFileOf, explorerFileOf, isExampleKey, type ExplorerPage, type ExplorerWorld } from "./explorerFiles"

// The page's plan and the world it replays in, fetched once per page on the first Run (the world once per site).

export interface ExplorerData {
  page: ExplorerPage
  world: ExplorerWorld
}

type FetchJson = (url: string) => Promise<unknown>

const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { credentials: "same-origin" })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

const pages = new Map<string, Promise<ExplorerPage>>()
const worlds = new Map<string, Promise<ExplorerWorld>>()

function once<T>(cache: Map<string, Promise<T>>, url: string, fetchJson: FetchJson): Promise<T> {
  if (!cache.has(url)) {
    const loading = fetchJson(url) as Promise<T>
    // A failed load is not kept: the next Run tries again.
    loading.catch(() => cache.delete(url))
    cache.set(url, loading)
  }
  return cache.get(url)!
}

let styles: Promise<void> | undefined

/** Links the panel's stylesheet once (a file of the site's own, which the policy allows); resolves when it applies. */
function linkStylesheet(href: string): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve()
  styles ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement("link")
    link.rel = "stylesheet"
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => {
      styles = undefined
      link.remove()
      reject(new Error(`${href} didn't load`))
    }
    document.head.appendChild(link)
  })
  return styles
}

/**
 * The explorer's data for block `run` of the page at `route` (a reference example's own file when `run` is its key),
 * its stylesheet applied; rejects with a sentence a reader can act on.
 */
export async function loadExplorerData(
  route: string,
  fetchJson: FetchJson = defaultFetchJson,
  link: (href: string) => Promise<void> = linkStylesheet,
  run = "",
): Promise<ExplorerData> {
  try {
    const page = await once(pages, isExampleKey(run) ? exampleFileOf(run) : explorerFileOf(route), fetchJson)
    const world = await once(worlds, page.world, fetchJson)
    await link(world.stylesheet)
    return { page, world }
  } catch (error) {
    throw new Error(`The sample workspace didn't load (${(error as Error).message}). Check your connection and press Run again.`)
  }
}
