import type { SearchRecord } from "./records"

/**
 * The embedded index as shipped to browsers: each page's route and title once, then its sections,
 * so the file stays small. Version 1; bump FORMAT when the shape changes.
 */
export const INDEX_FORMAT = 1

export interface PackedIndex {
  format: number
  /** [route, title] */
  pages: [string, string][]
  /** [page index, anchor ("" for the intro), header, content, parent h2 ("" when none)] */
  sections: [number, string, string, string, string][]
}

export function packRecords(records: SearchRecord[]): PackedIndex {
  const pages: [string, string][] = []
  const pageIndex = new Map<string, number>()
  const sections = records.map((record): PackedIndex["sections"][number] => {
    if (!pageIndex.has(record.slug)) {
      pageIndex.set(record.slug, pages.length)
      pages.push([record.slug, record.title])
    }
    const anchor = record.url.includes("#") ? record.url.slice(record.url.indexOf("#") + 1) : ""
    const parent = record.hierarchy.length === 3 ? record.hierarchy[1] : ""
    return [pageIndex.get(record.slug)!, anchor, record.header, record.content, parent]
  })
  return { format: INDEX_FORMAT, pages, sections }
}

export function unpackRecords(packed: PackedIndex): SearchRecord[] {
  if (packed.format !== INDEX_FORMAT) throw new Error(`Search index format ${packed.format}, expected ${INDEX_FORMAT}`)
  return packed.sections.map(([page, anchor, header, content, parent]) => {
    const [slug, title] = packed.pages[page]
    const url = anchor ? `${slug}#${anchor}` : slug
    const hierarchy = !anchor ? [title] : parent ? [title, parent, header] : [title, header]
    return { objectID: url, header, content, slug, url, title, hierarchy }
  })
}
