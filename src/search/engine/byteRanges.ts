/**
 * Several byte ranges of one file in one request (RFC 9110 §14): the header that asks for them and the
 * parts of the answer, either one part (`Content-Range`) or a `multipart/byteranges` body. Ranges are
 * inclusive: [first byte, last byte].
 */
export type ByteRange = [first: number, last: number]

export interface BodyPart {
  /** Offset in the file of the part's first byte. */
  first: number
  bytes: Uint8Array
}

/** Ascending, with touching or overlapping ranges merged: the fewest parts for the same bytes. */
export function mergeRanges(ranges: ByteRange[]): ByteRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0])
  const merged: ByteRange[] = []
  for (const [first, last] of sorted) {
    const previous = merged[merged.length - 1]
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last)
    else merged.push([first, last])
  }
  return merged
}

/** The Range header asking for `ranges`, merged. */
export function rangeHeader(ranges: ByteRange[]): string {
  return `bytes=${mergeRanges(ranges)
    .map(([first, last]) => `${first}-${last}`)
    .join(",")}`
}

/** [first, last] of a `Content-Range: bytes first-last/size` value, or undefined. */
export function contentRangeOf(value: string | null | undefined): ByteRange | undefined {
  const match = /^\s*bytes\s+(\d+)-(\d+)\s*\/\s*(\d+|\*)\s*$/i.exec(value ?? "")
  return match ? [Number(match[1]), Number(match[2])] : undefined
}

const CR = 13
const LF = 10

/** Where `needle` starts in `haystack` at or after `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes)

/**
 * The parts of a 206 answer: a `multipart/byteranges` body split at its boundary (each part's length is
 * its Content-Range's, so binary data holding the boundary's text does not cut it), else the one part
 * its own Content-Range places. Throws on a body that is neither.
 */
export function responseParts(body: Uint8Array, contentType: string | null, contentRange: string | null): BodyPart[] {
  const boundary = /^\s*multipart\/byteranges\s*;.*?\bboundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? "")
  if (!boundary) {
    const range = contentRangeOf(contentRange)
    if (!range || range[1] - range[0] + 1 !== body.length) throw new Error(`A partial answer without a usable Content-Range (${contentRange})`)
    return [{ first: range[0], bytes: body }]
  }
  const delimiter = ascii(`--${boundary[1] ?? boundary[2]}`)
  const parts: BodyPart[] = []
  let at = indexOf(body, delimiter, 0)
  while (at >= 0) {
    at += delimiter.length
    // "--" after the delimiter closes the body.
    if (body[at] === 45 && body[at + 1] === 45) break
    // The part's headers end at the first empty line (CRLF CRLF, or LF LF from a lenient server).
    let headersEnd = -1
    let dataStart = -1
    for (let i = at; i < body.length - 1; i++) {
      if (body[i] === LF && body[i + 1] === LF) [headersEnd, dataStart] = [i, i + 2]
      else if (body[i] === LF && body[i + 1] === CR && body[i + 2] === LF) [headersEnd, dataStart] = [i, i + 3]
      if (headersEnd >= 0) break
    }
    if (headersEnd < 0) throw new Error("A multipart answer whose part has no end of headers")
    const header = latin1(body.subarray(at, headersEnd)).split(/\r?\n/).find((line) => /^content-range\s*:/i.test(line))
    const range = contentRangeOf(header?.slice(header.indexOf(":") + 1))
    if (!range) throw new Error("A multipart answer whose part has no Content-Range")
    const length = range[1] - range[0] + 1
    if (dataStart + length > body.length) throw new Error("A multipart answer shorter than its parts")
    parts.push({ first: range[0], bytes: body.subarray(dataStart, dataStart + length) })
    at = indexOf(body, delimiter, dataStart + length)
  }
  return parts
}

/** The bytes of each wanted range, cut from the parts that hold them (a server may merge ranges); throws when one is missing. */
export function bytesOf(parts: BodyPart[], wanted: ByteRange[]): Uint8Array[] {
  return wanted.map(([first, last]) => {
    const part = parts.find((candidate) => candidate.first <= first && candidate.first + candidate.bytes.length - 1 >= last)
    if (!part) throw new Error(`The answer lacks bytes ${first}-${last}`)
    return part.bytes.subarray(first - part.first, last - part.first + 1)
  })
}
