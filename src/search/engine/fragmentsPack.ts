import type { ByteRange } from "./byteRanges"
import type { IndexFiles } from "./indexFiles"
import { decodeNumbers, fragmentFileName, packOffsets, type IndexMeta } from "../shared/indexFormat"

/**
 * Fetches several byte ranges of one file of the index in one request and parses each as a deflated
 * JSON value. Rejects with `rangesRefused(…)` when the host answered with something else than those
 * ranges (then the index asks for fragment files one by one from then on).
 */
export type PackedLoader = (path: string, ranges: ByteRange[]) => Promise<unknown[]>

const RANGES_REFUSED = "RangesRefused"

/** The error a `PackedLoader` rejects with when the host does not answer requests for byte ranges. */
export function rangesRefused(message: string): Error {
  const error = new Error(message)
  error.name = RANGES_REFUSED
  return error
}

/**
 * The fragments' pack: one file holding every section's display text, read by byte ranges so that a list
 * of hits takes one request. Used while the host answers ranges; after a refusal, fragments come from
 * their own files.
 */
export class FragmentsPack {
  /** Each section's offset in the pack, once its sizes are in: read without awaiting. */
  offsets: Float64Array | undefined
  private sizes: Promise<Float64Array | undefined> | undefined
  private refused: boolean

  constructor(
    private readonly files: IndexFiles,
    private readonly loadPacked?: PackedLoader,
  ) {
    this.refused = !loadPacked
  }

  /**
   * The sections' offsets (fetched on intent), while the host answers byte ranges. Never rejects: without
   * them, fragments come from their files (and a later call asks for the sizes again).
   */
  offsetsOf(index: IndexMeta): Promise<Float64Array | undefined> | undefined {
    if (!this.sizes && index.pack && !this.refused) {
      const { unit } = index.pack
      this.sizes = this.files.get<string>(index.pack.sizes).then(
        (text) => (this.offsets = packOffsets(decodeNumbers(text), unit)),
        () => (this.sizes = undefined),
      )
    }
    return this.sizes
  }

  /**
   * Starts loading the fragments of `sections` in one request for their ranges of the pack, each kept as
   * if its own file had been fetched; a section the pack does not bring (a host that refuses ranges, a
   * failed request) falls back to its file. Without a pack, does nothing: the files are fetched one by one.
   */
  async load(index: IndexMeta, sections: number[]): Promise<void> {
    if (!index.pack || this.refused || sections.length === 0) return
    const offsets = this.offsets ?? (await this.offsetsOf(index))
    const wanted = sections.filter((section) => !this.files.has(fragmentFileName(index, section)))
    if (!offsets || wanted.length === 0 || this.refused) return
    const ranges = wanted.map((section): ByteRange => [offsets[section], offsets[section + 1] - 1])
    const all = this.loadPacked!(index.pack.data, ranges)
    all.catch((error) => {
      if (error instanceof Error && error.name === RANGES_REFUSED) this.refused = true
    })
    wanted.forEach((section, i) => {
      const path = fragmentFileName(index, section)
      this.files.put(
        path,
        all.then(
          (fragments) => fragments[i],
          () => this.files.load(path),
        ),
      )
    })
  }
}
