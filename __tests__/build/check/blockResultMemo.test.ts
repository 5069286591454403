import { blockResultMemo, placed, relative } from "../../../src/build/check/shared/blockResultMemo"
import { memoByText } from "../../../src/build/kernel/tools/textMemo"

const block = (file: string, line: number, value: string) => ({ file, lang: "cue", value, line })

describe("a check's result reused while its blocks are unchanged", () => {
  it("keeps positions inside a block relative to it, and leaves others alone", () => {
    const blocks = [block("a.mdx", 10, "x: 1\ny: 2"), block("a.mdx", 20, "z: 3")]
    const text = relative(JSON.stringify(["a.mdx:11 CUE: y", "a.mdx:20 CUE: z", "a.mdx:5 elsewhere", "content/schema/r.yaml:3 sdk"]), blocks)
    const moved = [block("a.mdx", 14, "x: 1\ny: 2"), block("a.mdx", 24, "z: 3")]
    expect(JSON.parse(placed(text, moved))).toEqual(["a.mdx:15 CUE: y", "a.mdx:24 CUE: z", "a.mdx:5 elsewhere", "content/schema/r.yaml:3 sdk"])
  })

  it("runs the check again when a block's text or another input changes, and places reused problems at the new lines", () => {
    const memo = blockResultMemo<{ problems: string[] }>()
    let runs = 0
    const check = (blocks: ReturnType<typeof block>[]) => () => {
      runs++
      return { problems: [`${blocks[0].file}:${blocks[0].line + 1} CUE: bad`] }
    }
    const first = [block("a.mdx", 10, "x: 1\ny: 2")]
    expect(memo(first, ["r1"], check(first)).problems).toEqual(["a.mdx:11 CUE: bad"])
    const moved = [block("a.mdx", 13, "x: 1\ny: 2")]
    expect(memo(moved, ["r1"], check(moved)).problems).toEqual(["a.mdx:14 CUE: bad"])
    expect(runs).toBe(1)
    const edited = [block("a.mdx", 13, "x: 1\ny: 3")]
    memo(edited, ["r1"], check(edited))
    memo(edited, ["r2"], check(edited))
    expect(runs).toBe(3)
  })
})

describe("a parser's results remembered per text", () => {
  it("parses only the texts it has not seen, and answers in the order asked", () => {
    const asked: string[][] = []
    const parse = memoByText((texts: string[]) => {
      asked.push(texts)
      return texts.map((text) => text.toUpperCase())
    })
    expect(parse(["a", "b"])).toEqual(["A", "B"])
    expect(parse(["b", "c", "a"])).toEqual(["B", "C", "A"])
    expect(parse([])).toEqual([])
    expect(asked).toEqual([["a", "b"], ["c"]])
  })
})
