import { bytesOf, rangeHeader, responseParts, type ByteRange } from "./byteRanges"
import { SEARCH_INDEX_PATH } from "./embeddedIndex"
import { rangesRefused } from "./fragmentsPack"

/** A deflated JSON value, inflated by the browser's own DecompressionStream. */
async function inflateJson(bytes: Uint8Array): Promise<unknown> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate-raw"))
  return JSON.parse(await new Response(stream).text())
}

/**
 * Several fragments of the pack in one request for their byte ranges (a 206 answer, one part or
 * several). A host that answers anything else refuses ranges: the answer is dropped unread. A network
 * error is not a refusal (the next list asks again).
 */
export async function fetchPackedFragments(path: string, ranges: ByteRange[]): Promise<unknown[]> {
  if (typeof DecompressionStream === "undefined") throw rangesRefused("This browser cannot inflate packed fragments")
  const controller = new AbortController()
  const response = await fetch(`${SEARCH_INDEX_PATH}${path}`, { headers: { Range: rangeHeader(ranges) }, signal: controller.signal })
  if (response.status !== 206) {
    controller.abort()
    throw rangesRefused(`The host answered a request for byte ranges with HTTP ${response.status}`)
  }
  // An answer that does not hold the ranges asked for, or whose parts do not inflate, counts as a refusal too.
  try {
    const parts = responseParts(new Uint8Array(await response.arrayBuffer()), response.headers.get("Content-Type"), response.headers.get("Content-Range"))
    return await Promise.all(bytesOf(parts, ranges).map(inflateJson))
  } catch (error) {
    throw rangesRefused(String(error))
  }
}
