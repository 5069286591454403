import { createHash } from "crypto"
import type { IndexSink } from "./buildIndex"
import { fragmentFileName, type Fragment, type IndexMeta } from "../shared/indexFormat"
import type { SearchRecord } from "../shared/searchRecord"

/**
 * Writes the fragments: what a shown hit displays, one file per section, in a folder named for all of them
 * (the hash of every fragment's text, joined by newlines, taken a fragment at a time).
 */
export function writeFragments(records: SearchRecord[], emit: IndexSink): Pick<IndexMeta, "fragments"> {
  const fragmentTexts = records.map((record) => {
    const fragment: Fragment = [record.url, record.title, record.header, record.hierarchy.length === 3 ? record.hierarchy[1] : "", record.content, record.code]
    return JSON.stringify(fragment)
  })
  const fragmentsHash = createHash("sha256")
  fragmentTexts.forEach((text, section) => fragmentsHash.update(section > 0 ? `\n${text}` : text))
  const fragmentsDir = `fragments.${fragmentsHash.digest("hex").slice(0, 16)}`
  fragmentTexts.forEach((text, section) => emit(fragmentFileName({ fragments: fragmentsDir }, section), text))
  return { fragments: fragmentsDir }
}
