import { createHash } from "crypto"
import { constants, deflateRawSync } from "zlib"
import type { IndexSink, ShardSizes } from "./buildIndex"
import { encodeNumber, fragmentFileName, PACK_MAX_SECTIONS, PACK_UNIT, type Fragment, type IndexMeta } from "../shared/indexFormat"
import type { SearchRecord } from "../shared/searchRecord"

/**
 * A fragment as the pack holds it: deflated, then padded to whole `PACK_UNIT`s by a last stored block of
 * spaces (JSON allows them after the value), so that its size is a small number of units: most take
 * one digit in the sizes file, which intent fetches.
 */
export function packedFragment(text: string): Buffer {
  // A sync flush ends the compressed blocks on a byte boundary, where a stored block can start.
  const body = deflateRawSync(text, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })
  const spaces = (PACK_UNIT - ((body.length + 5) % PACK_UNIT)) % PACK_UNIT
  const tail = Buffer.alloc(5 + spaces, " ")
  // The final stored block: its header bits (final, stored) in one byte, then its length and that length's complement.
  tail[0] = 1
  tail.writeUInt16LE(spaces, 1)
  tail.writeUInt16LE(~spaces & 0xffff, 3)
  return Buffer.concat([body, tail])
}

/**
 * Writes the fragments: what a shown hit displays, one file per section, in a folder named for all of them
 * (the hash of every fragment's text, joined by newlines, taken a fragment at a time); and the same
 * fragments packed, each deflated alone (a result list asks for its own few), in section order.
 */
export function writeFragments(records: SearchRecord[], sizes: ShardSizes, emit: IndexSink): Pick<IndexMeta, "fragments" | "pack"> {
  const fragmentTexts = records.map((record) => {
    const fragment: Fragment = [record.url, record.title, record.header, record.hierarchy.length === 3 ? record.hierarchy[1] : "", record.content, record.code]
    return JSON.stringify(fragment)
  })
  const fragmentsHash = createHash("sha256")
  fragmentTexts.forEach((text, section) => fragmentsHash.update(section > 0 ? `\n${text}` : text))
  const fragmentsDir = `fragments.${fragmentsHash.digest("hex").slice(0, 16)}`
  fragmentTexts.forEach((text, section) => emit(fragmentFileName({ fragments: fragmentsDir }, section), text))
  if (records.length === 0 || records.length > (sizes.packMaxSections ?? PACK_MAX_SECTIONS)) return { fragments: fragmentsDir }
  const packed = fragmentTexts.map(packedFragment)
  const pack = { data: `${fragmentsDir}.pack`, sizes: `${fragmentsDir}.sizes.json`, unit: PACK_UNIT }
  emit(pack.data, Buffer.concat(packed))
  emit(pack.sizes, JSON.stringify(packed.map((data) => encodeNumber(data.length / PACK_UNIT)).join("")))
  return { fragments: fragmentsDir, pack }
}
