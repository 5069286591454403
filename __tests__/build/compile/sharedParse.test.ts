/** @jest-environment node */
import v8 from "v8"
import type { Heading, Paragraph } from "mdast"
import { parseMdx } from "../../../src/mdx/compiler/parseMdx"
import { describeParses, sharedMdxParse } from "../../../src/build/compile/sharedParse"

function counting() {
  const bodies: string[] = []
  return { bodies, parse: (body: string) => (bodies.push(body), parseMdx(body)) }
}

describe("sharedMdxParse", () => {
  it("parses a body once and gives every later reader an equal tree of its own", () => {
    const inner = counting()
    const shared = sharedMdxParse(undefined, inner.parse)
    const body = "## Stock levels\n\nA <Callout>note</Callout> and a | table |\n"
    const first = shared.parse(body)
    ;(first.children[0] as Heading).depth = 3
    const second = shared.parse(body)
    const third = shared.parse(body)
    expect(inner.bodies).toEqual([body])
    expect(second).toEqual(parseMdx(body))
    expect((second.children[0] as Heading).depth).toBe(2)
    ;((second.children[1] as Paragraph).children as unknown[]).length = 0
    expect(third).toEqual(parseMdx(body))
    expect(shared.counts()).toEqual({ parsed: 1, reused: 2 })
  })

  it("keeps the MDX parts of the tree (JSX attributes and their expressions, positions)", () => {
    const body = 'import { X } from "y"\n\n<Tabs items={["CLI", "API"]} id="tabs">\n\n```graphql title="q"\nquery { products { id } }\n```\n\n</Tabs>\n'
    const shared = sharedMdxParse()
    shared.parse(body)
    expect(JSON.stringify(shared.parse(body))).toBe(JSON.stringify(parseMdx(body)))
  })

  it("does not keep a body that does not parse: each reader gets the parser's error", () => {
    const inner = counting()
    const shared = sharedMdxParse(undefined, inner.parse)
    expect(() => shared.parse("A {broken\n")).toThrow(/expression/)
    expect(() => shared.parse("A {broken\n")).toThrow(/expression/)
    expect(inner.bodies).toHaveLength(2)
    expect(shared.counts()).toEqual({ parsed: 0, reused: 0 })
  })

  it("once full, keeps the trees it has and parses later bodies for each reader", () => {
    const inner = counting()
    const bodies = ["# One\n", "# Two\n", "# Three\n"]
    const size = Math.max(...bodies.map((body) => v8.serialize(parseMdx(body)).length))
    const shared = sharedMdxParse(size * 2 + 1, inner.parse)
    // Two stages reading the three pages in order: the first two trees serve the second stage.
    for (let stage = 0; stage < 2; stage++) bodies.forEach((body) => shared.parse(body))
    expect(inner.bodies).toEqual([...bodies, bodies[2]])
    expect(shared.counts()).toEqual({ parsed: 4, reused: 2 })
    const tiny = sharedMdxParse(10, inner.parse)
    tiny.parse(bodies[0])
    tiny.parse(bodies[0])
    expect(tiny.counts()).toEqual({ parsed: 2, reused: 0 })
  })

  it("once released, holds no tree and starts keeping again", () => {
    const inner = counting()
    const bodies = ["# One\n", "# Two\n"]
    const size = Math.max(...bodies.map((body) => v8.serialize(parseMdx(body)).length))
    const shared = sharedMdxParse(size + 1, inner.parse)
    shared.parse(bodies[0])
    shared.release()
    // Released, its room is free again: the second body is kept and served, the first is parsed again.
    shared.parse(bodies[1])
    shared.parse(bodies[1])
    shared.parse(bodies[0])
    expect(inner.bodies).toEqual([bodies[0], bodies[1], bodies[0]])
    expect(shared.counts()).toEqual({ parsed: 3, reused: 1 })
  })
})

describe("describeParses", () => {
  it("says how many bodies were parsed and how many reads reused them, and nothing when no page was read", () => {
    expect(describeParses({ parsed: 156, reused: 432 })).toBe("MDX: 156 bodies parsed, 432 later reads of them served from the parsed trees")
    expect(describeParses({ parsed: 0, reused: 0 })).toBeUndefined()
  })
})
