import { checkMarkdownEscapes, findMarkdownEscapes, sourceLineOf } from "../../../../src/build/check/prose/markdownEscapes"

const found = (markdown: string) => findMarkdownEscapes(markdown).map(({ line, column, escape, word }) => `${line}:${column} ${escape} ${word}`)

describe("findMarkdownEscapes", () => {
  it.each([
    ["a name in prose", "# A\n\nSort by \\_id, then by name.\n", ["3:9 \\_ _id"]],
    ["an address", "Add grace\\@example.com.", ["1:10 \\@ grace@example.com"]],
    ["two in one word", "strata\\_pipeline\\_resolver", ["1:7 \\_ strata_pipeline_resolver", "1:17 \\_ strata_pipeline_resolver"]],
    ["emphasis markers and brackets", "Not \\*bold\\* and \\[x]", ["1:5 \\* *bold*", "1:11 \\* *bold*", "1:18 \\[ [x"]],
    ["an escaped backslash, once", "C:\\\\dir", ["1:3 \\\\ C:\\dir"]],
    ["an escaped backtick opens no code span", "a \\` b `\\_c`", ["1:3 \\` `"]],
    ["a code span", "Use `strata\\_workspace` or ``a`\\_b``.", []],
    ["a backtick run with no closing run is text", "a ``` b \\_c", ["1:9 \\_ _c"]],
    ["a fenced block", "```bash\necho \\$HOME \\\n  \\_x\n```\nafter \\_y", ["5:7 \\_ _y"]],
    ["a longer fence holds a shorter one", "````md\n```\n\\_x\n```\n````\n\\_z", ["6:1 \\_ _z"]],
    ["a tilde fence", "~~~\n\\*\n~~~", []],
    ["a fence in a list item", "- step\n\n  ```sh\n  a \\_b\n  ```\n- \\_c", ["6:3 \\_ _c"]],
    ["a fence in a block quote", "> ```\n> \\_b\n> ```\n> \\_c", ["4:3 \\_ _c"]],
    ["a backslash before a letter or the end of a line", "C:\\Users\nline\\\nnext", []],
    ["no backslash at all", "plain text", []],
  ])("%s", (_name, markdown, expected) => expect(found(markdown)).toEqual(expected))
})

describe("sourceLineOf", () => {
  const source = "---\ntitle: Sorting\ndescription: Sort by _id.\n---\n\n```ts\nsort(_id)\n```\n\nSort by `_id`, then by \\_id again.\n\nAnd _id.\n"
  it("finds the word in prose, outside fenced code and code spans, read without the writer's escapes", () => {
    expect(sourceLineOf(source, "_id")).toBe(3)
    expect(sourceLineOf(source, "_id", 1)).toBe(10)
    expect(sourceLineOf(source, "_id", 2)).toBe(12)
  })

  it("gives the last line when the word stands in prose fewer times, and none when it doesn't", () => {
    expect(sourceLineOf(source, "_id", 9)).toBe(12)
    expect(sourceLineOf(source, "sort(")).toBeUndefined()
  })
})

describe("checkMarkdownEscapes", () => {
  const twin = "# Sorting\n\nSort by \\_id.\n\nSort by `_id`, then by \\_id again.\n"
  const source = { file: "content/docs/guides/sorting.mdx", text: "---\ntitle: Sorting\ndescription: Sort by _id.\n---\n\nSort by `_id`, then by _id again.\n" }

  it("fails an escape in a twin with the twin's file:line, and the source's line of each", () => {
    expect(checkMarkdownEscapes("public/guides/sorting.md", twin, () => source)).toEqual([
      'public/guides/sorting.md:3:9 \\_ in "_id": readers of the Markdown see the backslash (from content/docs/guides/sorting.mdx:3); put the name in a code span, where nothing needs escaping',
      'public/guides/sorting.md:5:24 \\_ in "_id": readers of the Markdown see the backslash (from content/docs/guides/sorting.mdx:6); put the name in a code span, where nothing needs escaping',
    ])
  })

  it("names only the twin when the source is not known", () => {
    expect(checkMarkdownEscapes("public/llms.txt", "\\*")).toEqual(['public/llms.txt:1:1 \\* in "*": readers of the Markdown see the backslash; put the name in a code span, where nothing needs escaping'])
  })

  it("counts two escapes of one word as one use of it", () => {
    const problems = checkMarkdownEscapes("public/a.md", "a\\_b\\_c and a\\_b\\_c", () => ({ file: "a.mdx", text: "a_b_c\n\nand a_b_c\n" }))
    expect(problems.map((problem) => /\(from (\S+)\)/.exec(problem)?.[1])).toEqual(["a.mdx:1", "a.mdx:1", "a.mdx:3", "a.mdx:3"])
  })
})
