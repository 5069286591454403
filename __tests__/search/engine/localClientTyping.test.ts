import { createLocalSearchClient } from "../../../src/search/engine/localClient"
import { beginsWord } from "../../../src/search/shared/tokenize"
import { createShardedIndex } from "../../../src/search/engine/shardedIndex"
import { memoryIndex } from "../index/siteIndex"

import { clientWithSettle, records } from "./localClientFixture"

describe("local search client while the reader types", () => {
  it("fetches on the first keystroke, without waiting for a pause, and never answers a query typed past", async () => {
    // One term a shard and no term list, so the two queries need different files; the first query's files come late.
    const { built } = memoryIndex(records, { dictionaryChars: 1, postingsChars: 1, termListChars: 0 })
    const fetched: string[] = []
    const typing = createLocalSearchClient(
      createShardedIndex(async (path) => {
        fetched.push(path)
        const body = JSON.parse(built.files.get(path)!)
        if (path.startsWith("dict.") && body.terms.includes("rotate")) await new Promise((resolve) => setTimeout(resolve, 30))
        return body
      }),
    )
    const first = typing.search([{ indexName: "x", params: { query: "rota" } }])
    // Asked for at once: the first keystroke's query does not wait for the reader to pause.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetched.some((path) => path.startsWith("dict.") && JSON.parse(built.files.get(path)!).terms.includes("rotate"))).toBe(true)
    const second = typing.search([{ indexName: "x", params: { query: "timeouts" } }])
    const order: string[] = []
    first.then(() => order.push("rota"))
    second.then(() => order.push("timeouts"))
    const [a, b] = await Promise.all([first, second])
    // The query typed past answers empty, and only after the newer one.
    expect(a.results[0].hits).toEqual([])
    expect(b.results[0].hits[0].header).toBe("Timeouts")
    expect(order).toEqual(["timeouts", "rota"])
  })

  it("while the reader types, fetches a list's display text only once no newer key came for the settle time", async () => {
    const { typing, fragments } = clientWithSettle(40)
    // After a pause: at once, text included.
    expect((await typing.search([{ indexName: "x", params: { query: "timeouts" } }])).results[0].hits).toHaveLength(1)
    expect(fragments()).toHaveLength(1)
    // Keys 10 ms apart: the first list is typed past before its text is fetched.
    const typedPast = typing.search([{ indexName: "x", params: { query: "rot" } }])
    await new Promise((resolve) => setTimeout(resolve, 10))
    const last = typing.search([{ indexName: "x", params: { query: "rotate" } }])
    expect((await typedPast).results[0].hits).toEqual([])
    expect((await last).results[0].hits[0].header).toBe("Rotation")
    expect(fragments()).toHaveLength(2)
  })

  it("a query slower than the settle time lets the keys already waiting run before it fetches display text", async () => {
    const { typing, fragments } = clientWithSettle(0)
    const typedPast = typing.search([{ indexName: "x", params: { query: "timeout r" } }])
    // The next key is already waiting when the first query's files arrive: it runs before the text is fetched.
    let last: ReturnType<typeof typing.search> | undefined
    setTimeout(() => (last = typing.search([{ indexName: "x", params: { query: "rotate" } }])), 0)
    expect((await typedPast).results[0].hits).toEqual([])
    expect((await last!).results[0].hits[0].header).toBe("Rotation")
    expect(fragments()).toHaveLength(1)
  })

  it("the first letter of a word waits like a typed key: its list typed past never fetches display text", async () => {
    const { typing, fragments } = clientWithSettle(40)
    expect(beginsWord("r")).toBe(true)
    expect(beginsWord("secret r")).toBe(true)
    expect(beginsWord("X-S")).toBe(true)
    expect(beginsWord("ro")).toBe(false)
    expect(beginsWord("r ")).toBe(false)
    // The first query since the client was made (no key before it) begins a word; a newer one comes 10 ms later.
    const typedPast = typing.search([{ indexName: "x", params: { query: "timeout e" } }])
    await new Promise((resolve) => setTimeout(resolve, 10))
    const last = typing.search([{ indexName: "x", params: { query: "rotate" } }])
    expect((await typedPast).results[0].hits).toEqual([])
    expect((await last).results[0].hits[0].header).toBe("Rotation")
    expect(fragments()).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    // Alone, it waits out the settle time once and then answers with its text.
    expect((await typing.search([{ indexName: "x", params: { query: "timeout e" } }])).results[0].hits[0].header).toBe("Timeouts")
    expect(fragments()).toHaveLength(2)
  })
})
