// The byte ranges of a Range header and the multipart body that answers several, as static hosts serve them.
// Hosts differ: most answer several ranges, some only the first, some none (the whole file with a 200);
// `RANGE_MODES` names the three, so the local server can play any of them.
import { randomBytes } from "node:crypto"
import { closeSync, openSync, readSync } from "node:fs"

// More ranges than this in one request get the whole file, as a host guards against range floods.
const MAX_RANGES = 64

/**
 * The byte ranges a Range header asks of a file of `size` bytes, as static hosts read it: [first, last]
 * pairs in the order asked, "unsatisfiable" when none is in the file, or undefined (a header this
 * server ignores: the whole file).
 */
export function requestedRanges(header, size) {
  const match = /^\s*bytes\s*=(.+)$/i.exec(header ?? "")
  if (!match) return undefined
  const ranges = []
  for (const spec of match[1].split(",")) {
    const bounds = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(spec)
    if (!bounds || (bounds[1] === "" && bounds[2] === "")) return undefined
    if (bounds[1] === "") {
      // A suffix: the last n bytes.
      const count = Number(bounds[2])
      if (count > 0 && size > 0) ranges.push([Math.max(0, size - count), size - 1])
      continue
    }
    const first = Number(bounds[1])
    const last = bounds[2] === "" ? Infinity : Number(bounds[2])
    if (last < first) return undefined
    if (first < size) ranges.push([first, Math.min(last, size - 1)])
  }
  if (ranges.length > MAX_RANGES) return undefined
  return ranges.length > 0 ? ranges : "unsatisfiable"
}

/** How a host answers Range: "all" its ranges, a "single" range (the first asked) or "none" (the whole file). */
export const RANGE_MODES = ["all", "single", "none"]

/** What a host in `mode` answers of the ranges `requestedRanges` read: the ranges to send, "unsatisfiable", or undefined (the whole file). */
export function answeredRanges(ranges, mode) {
  if (mode === "none") return undefined
  if (mode === "single" && Array.isArray(ranges)) return ranges.slice(0, 1)
  return ranges
}

/** A 206 answer's body for several ranges of `file`: a multipart/byteranges body and its boundary. */
export function multipartBody(file, ranges, size, type) {
  const boundary = randomBytes(12).toString("hex")
  const chunks = []
  // Only the ranges are read, not the whole file.
  const fd = openSync(file, "r")
  try {
    for (const [first, last] of ranges) {
      const part = Buffer.alloc(last - first + 1)
      readSync(fd, part, 0, part.length, first)
      chunks.push(Buffer.from(`\r\n--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${first}-${last}/${size}\r\n\r\n`), part)
    }
  } finally {
    closeSync(fd)
  }
  chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`))
  return { boundary, body: Buffer.concat(chunks) }
}
