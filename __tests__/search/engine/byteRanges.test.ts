import { bytesOf, contentRangeOf, mergeRanges, rangeHeader, responseParts } from "../../../src/search/engine/byteRanges"

const bytes = (text: string) => Uint8Array.from(Buffer.from(text, "latin1"))
const text = (data: Uint8Array) => Buffer.from(data).toString("latin1")

describe("byte ranges", () => {
  it("are asked for ascending, touching and overlapping ones merged", () => {
    expect(mergeRanges([[20, 29], [0, 9], [10, 12], [25, 40], [50, 50]])).toEqual([[0, 12], [20, 40], [50, 50]])
    expect(rangeHeader([[300, 399], [0, 99]])).toBe("bytes=0-99,300-399")
  })

  it("read a Content-Range, and nothing else", () => {
    expect(contentRangeOf("bytes 10-19/100")).toEqual([10, 19])
    expect(contentRangeOf("bytes 10-19/*")).toEqual([10, 19])
    expect(contentRangeOf("bytes */100")).toBeUndefined()
    expect(contentRangeOf(null)).toBeUndefined()
  })

  it("split a multipart/byteranges answer by each part's length, even where its data holds the boundary", () => {
    const body = bytes(
      "\r\n--b0und\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes 0-13/100\r\n\r\n--b0und\r\n\r\nxyz" +
        "\r\n--b0und\r\nContent-Type: application/octet-stream\r\ncontent-range: bytes 50-54/100\r\n\r\nABCDE" +
        "\r\n--b0und--\r\n",
    )
    const parts = responseParts(body, 'multipart/byteranges; boundary="b0und"', null)
    expect(parts.map((part) => [part.first, text(part.bytes)])).toEqual([
      [0, "--b0und\r\n\r\nxyz"],
      [50, "ABCDE"],
    ])
    expect(bytesOf(parts, [[51, 53], [0, 6]]).map(text)).toEqual(["BCD", "--b0und"])
  })

  it("take a single part placed by its Content-Range: one range asked, or several a server merged into one", () => {
    const parts = responseParts(bytes("0123456789"), "application/octet-stream", "bytes 40-49/100")
    expect(bytesOf(parts, [[40, 41], [45, 49]]).map(text)).toEqual(["01", "56789"])
  })

  it("refuse an answer that does not hold what was asked", () => {
    expect(() => responseParts(bytes("0123"), "application/octet-stream", null)).toThrow(/Content-Range/)
    expect(() => responseParts(bytes("0123"), "application/octet-stream", "bytes 0-9/100")).toThrow(/Content-Range/)
    expect(() => responseParts(bytes("\r\n--b\r\nContent-Range: bytes 0-9/10\r\n\r\n0123"), "multipart/byteranges; boundary=b", null)).toThrow(/shorter/)
    expect(() => bytesOf([{ first: 0, bytes: bytes("0123") }], [[2, 6]])).toThrow(/lacks bytes 2-6/)
  })
})
