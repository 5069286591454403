/** One hit per section: the first (best) of the hits sharing a url, as Algolia's `distinct` on `url` gives. */
export function distinctSections<T extends { url: string }>(hits: T[]): T[] {
  const seen = new Set<string>()
  return hits.filter((hit) => !seen.has(hit.url) && Boolean(seen.add(hit.url)))
}
