import v8 from "v8"
import { parseMdx, type MdxParse } from "../../mdx/compiler/parseMdx"

/** A parse that remembers: see sharedMdxParse. */
export interface SharedMdxParse {
  parse: MdxParse
  /** Bodies parsed, and parses answered from a kept tree. */
  counts(): { parsed: number; reused: number }
  /** Drops the kept trees (up to SHARED_PARSE_MAX_BYTES) once no stage will read them again; later parses start over. */
  release(): void
}

/** Kept trees, serialized: the whole site's (1 MB of MDX) take about 5 MB. */
export const SHARED_PARSE_MAX_BYTES = 64 * 1024 * 1024

/**
 * One parse for every stage of a build that reads a page's body: "Used in" when sourcing, the compiler, the
 * example checks and the Markdown twin each parsed every page, 1.6 s of a clean build each. Each tree is kept
 * serialized, and every caller gets its own copy (10-20 times faster than a parse), so a stage can change its
 * tree without another stage seeing it. Once `maxBytes` of trees are kept, later bodies are parsed for each
 * reader, as before: the stages read the pages in the same order one after another, so keeping the first
 * trees serves them to every later stage, where dropping the oldest for the newest would serve none. A body
 * that does not parse is not kept, and each caller gets the parser's error.
 */
export function sharedMdxParse(maxBytes = SHARED_PARSE_MAX_BYTES, parse: MdxParse = parseMdx): SharedMdxParse {
  const kept = new Map<string, Buffer>()
  let keptBytes = 0
  let parsed = 0
  let reused = 0
  return {
    parse(body) {
      const found = kept.get(body)
      if (found) {
        reused++
        return v8.deserialize(found)
      }
      const tree = parse(body)
      parsed++
      if (keptBytes < maxBytes) {
        const serialized = v8.serialize(tree)
        if (keptBytes + serialized.length <= maxBytes) {
          kept.set(body, serialized)
          keptBytes += serialized.length
        }
      }
      return tree
    },
    counts: () => ({ parsed, reused }),
    release() {
      kept.clear()
      keptBytes = 0
    },
  }
}

/** One line for the build log, or none when no page was read (every stage reused its last result). */
export function describeParses({ parsed, reused }: { parsed: number; reused: number }): string | undefined {
  if (parsed + reused === 0) return undefined
  return `MDX: ${parsed} bodies parsed, ${reused} later reads of them served from the parsed trees`
}
