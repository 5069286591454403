/** The hits of one page, under its title, as DocSearch shows them. */
export interface PageGroup<T> {
  /** The page's route: the hits' url without its #anchor. */
  page: string
  title: string
  hits: T[]
}

/**
 * The hits grouped by page, each page where its best hit ranked and its hits in rank order: the list a reader
 * sees and moves through (the first group's hits first). As many hits as given: grouping only orders them.
 */
export function groupByPage<T extends { url: string; title: string }>(hits: T[]): PageGroup<T>[] {
  const groups = new Map<string, PageGroup<T>>()
  for (const hit of hits) {
    const page = hit.url.split("#")[0]
    let group = groups.get(page)
    if (!group) groups.set(page, (group = { page, title: hit.title, hits: [] }))
    group.hits.push(hit)
  }
  return [...groups.values()]
}
