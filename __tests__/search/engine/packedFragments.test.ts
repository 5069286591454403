/** @jest-environment node */
import { deflateRawSync } from "zlib"
import { packedFragment } from "../../../src/search/index/fragmentFiles"
import { fetchPackedFragments } from "../../../src/search/engine/packedFragments"

// A pack of three fragments, as the build writes it, and a host answering its byte ranges.
const fragments = [["/a#x", "A"], ["/b#y", "B", "ü ✓"], ["/c#z", "C"]]
const packed = fragments.map((fragment) => packedFragment(JSON.stringify(fragment)))
const pack = Buffer.concat(packed)
const at = (i: number): [number, number] => {
  const first = packed.slice(0, i).reduce((sum, part) => sum + part.length, 0)
  return [first, first + packed[i].length - 1]
}
type Answer = (range: string) => Response
const answering = (answer: Answer) => {
  const asked: string[] = []
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const range = new Headers(init?.headers).get("Range") ?? ""
    asked.push(range)
    return answer(range)
  }) as typeof fetch
  return asked
}
const multipart = (ranges: [number, number][]) => {
  const chunks = ranges.flatMap(([first, last]) => [
    Buffer.from(`\r\n--sep\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes ${first}-${last}/${pack.length}\r\n\r\n`),
    pack.subarray(first, last + 1),
  ])
  return new Response(
    Buffer.concat([...chunks, Buffer.from("\r\n--sep--\r\n")]),
    { status: 206, headers: { "Content-Type": "multipart/byteranges; boundary=sep" } },
  )
}
const original = global.fetch
afterAll(() => (global.fetch = original))

describe("fetchPackedFragments", () => {
  it("asks for the ranges in one request and inflates each part", async () => {
    const asked = answering(() => multipart([at(0), at(2)]))
    expect(await fetchPackedFragments("fragments.x.pack", [at(2), at(0)])).toEqual([fragments[2], fragments[0]])
    expect(asked).toEqual([`bytes=${at(0).join("-")},${at(2).join("-")}`])
  })

  it("takes one part covering ranges a server merged", async () => {
    const headers = { "Content-Range": `bytes ${at(0)[0]}-${at(1)[1]}/${pack.length}` }
    answering(() => new Response(pack.subarray(at(0)[0], at(1)[1] + 1), { status: 206, headers }))
    expect(await fetchPackedFragments("fragments.x.pack", [at(0), at(1)])).toEqual([fragments[0], fragments[1]])
  })

  it("calls a whole file, a part missing or bytes that do not inflate a refusal; a network error is not one", async () => {
    const refusals: Answer[] = [
      () => new Response(pack, { status: 200 }),
      () => multipart([at(0)]),
      () => new Response(
        Buffer.alloc(at(1)[1] - at(0)[0] + 1, 7),
        { status: 206, headers: { "Content-Range": `bytes ${at(0)[0]}-${at(1)[1]}/${pack.length}` } },
      ),
      () => new Response(
        deflateRawSync("not json"),
        { status: 206, headers: { "Content-Range": `bytes 0-${deflateRawSync("not json").length - 1}/${pack.length}` } },
      ),
    ]
    for (const [i, answer] of refusals.entries()) {
      answering(answer)
      const ranges: [number, number][] = i === 3 ? [[0, deflateRawSync("not json").length - 1]] : [at(0), at(1)]
      await expect(fetchPackedFragments("fragments.x.pack", ranges)).rejects.toMatchObject({ name: "RangesRefused" })
    }
    global.fetch = jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch
    await expect(fetchPackedFragments("fragments.x.pack", [at(0)])).rejects.toMatchObject({ name: "TypeError" })
  })
})
