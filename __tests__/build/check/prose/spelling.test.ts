/** @jest-environment node */
import path from "path"
import { checkContext } from "../../../../src/build/check/checkContext"
import { CHECK_TOOLS } from "../../../../src/build/check/registry"
import { checkSpelling, spelling, spellingProblem, startSpelling } from "../../../../src/build/check/prose/spelling"
import { positionOf } from "../../../../src/build/check/prose/spellingText"
import { requestSpelling, stopSpellChecker, type SpellingIssue } from "../../../../src/build/check/tools/spellChecker"
import type { SitePage, SiteModel } from "../../../../src/build/kernel/siteModel"
import type { ParsedSchemas } from "../../../../src/reference/sources"

// The spell check as the build runs it: cspell with content/cspell.config.yaml and content/dictionary.txt, in a
// worker thread, each unknown word a problem at its file, line and column with the fix in the line.

const ROOT = path.resolve(__dirname, "../../../..")
const FIX = "fix it, or add it to content/dictionary.txt if it is right"

afterAll(() => stopSpellChecker())

const page = (fields: Partial<SitePage>): SitePage => ({
  id: fields.file ?? "p",
  route: "/p",
  file: "content/docs/p.mdx",
  editFile: "content/docs/p.mdx",
  generated: false,
  title: null,
  description: null,
  body: "",
  source: "",
  lineOffset: 0,
  ...fields,
})

const siteOf = (pages: SitePage[], schemaTexts?: Record<string, string>): SiteModel =>
  ({ rootDir: ROOT, pages, schemas: schemaTexts ? ({ texts: schemaTexts } as unknown as ParsedSchemas) : undefined }) as unknown as SiteModel

describe("the spelling problem", () => {
  it("names the place and the word, and the fix in the same line", () => {
    expect(spellingProblem("a.mdx:3:7", { word: "recieve", flagged: false })).toBe(`a.mdx:3:7 Unknown word "recieve" — ${FIX}`)
    expect(spellingProblem("a.mdx:3:7", { word: "recieve", flagged: false, suggestion: "receive" })).toBe(`a.mdx:3:7 Unknown word "recieve" (did you mean "receive"?) — ${FIX}`)
    expect(spellingProblem("a.mdx:1:1", { word: "cancelled", flagged: true, suggestion: "canceled" })).toBe(
      'a.mdx:1:1 "cancelled" is not the pages\' spelling (American English, content/cspell.config.yaml): write "canceled"',
    )
  })

  it("counts lines and columns from 1, as editors do", () => {
    expect(positionOf("ab\ncd\nef", 0)).toEqual({ line: 1, column: 1 })
    expect(positionOf("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 })
    expect(positionOf("ab\ncd\nef", 6)).toEqual({ line: 3, column: 1 })
  })
})

describe("the spelling check", () => {
  it("reads the dictionary and the settings as part of the check stage's key", () => {
    expect(CHECK_TOOLS.files).toEqual(expect.arrayContaining(["content/dictionary.txt", "content/cspell.config.yaml", "src/build/check/tools/spellingRunner.mjs"]))
    expect(CHECK_TOOLS.packages).toContain("cspell-lib")
  })

  it("reports a hand-written page's word at the file's own line and column (front matter counted), and British spellings", () => {
    const source = "---\ntitle: Recieving stock\n---\n\nYou recieve the stock.\n\nThe order was cancelled.\n"
    const problems = checkSpelling(ROOT, [{ file: "content/docs/guides/stock.mdx", source }])
    expect(problems).toEqual([
      `content/docs/guides/stock.mdx:2:8 Unknown word "Recieving" (did you mean "Receiving"?) — ${FIX}`,
      `content/docs/guides/stock.mdx:5:5 Unknown word "recieve" (did you mean "receive"?) — ${FIX}`,
      expect.stringMatching(/^content\/docs\/guides\/stock\.mdx:7:15 "cancelled" is not the pages' spelling \(American English, content\/cspell\.config\.yaml\)/),
    ])
  })

  it("knows the project's words and skips code, links and URLs", () => {
    const source = "---\ntitle: StrataDB\n---\n\nRun `stratactl aply` with [StrataDB](/guides/pipline) at https://exmaple.com.\n"
    expect(checkSpelling(ROOT, [{ file: "content/docs/ok.mdx", source }])).toEqual([])
  })

  it("runs over the site's pages: a generated page's word at the line of its schema source that holds it", () => {
    const schema = "type Query {\n  # Lists the inventries of a workspace.\n  inventories: [Inventory!]!\n}\n"
    const site = siteOf(
      [
        page({ file: "content/docs/a.mdx", source: "---\ntitle: A\n---\n\nA wrod.\n" }),
        page({
          file: "content/schema/strata.graphql (generated /reference/queries)",
          editFile: "content/schema/strata.graphql",
          generated: true,
          title: "Queries",
          source: "## inventories\n\nLists the inventries of a workspace.\n",
        }),
      ],
      { graphql: schema },
    )
    const context = checkContext(site)
    spelling.start!(context)
    expect(spelling.run(context).problems).toEqual([
      `content/docs/a.mdx:5:3 Unknown word "wrod" (did you mean "word"?) — ${FIX}`,
      expect.stringMatching(/^content\/schema\/strata\.graphql:2:15 Unknown word "inventries"/),
    ])
  })

  it("asks cspell only about texts it has not seen: a stored answer is used as it is", () => {
    const stored: SpellingIssue[] = [{ offset: 0, word: "Kept", flagged: false }]
    const writes: string[] = []
    const store = { read: () => stored, write: (key: string) => void writes.push(key) }
    const [issues] = startSpelling(ROOT, [{ file: "x.mdx", source: "Kept from an earlier build, never seen in this process." }], store)()
    expect(issues).toEqual(stored)
    expect(writes).toEqual([])
  })

  it("answers each request to its worker with its own results, whichever is waited for first", () => {
    const request = (text: string) =>
      requestSpelling({ configFile: path.join(ROOT, "content/cspell.config.yaml"), configDigest: "test", documents: [{ uri: path.join(ROOT, "t.mdx"), text }] })
    const first = request("One wrod.")
    const second = request("Two wrods and a thrid.")
    expect(second()[0].issues.map((issue) => issue.word)).toEqual(["wrods", "thrid"])
    expect(first()[0].issues.map((issue) => [issue.offset, issue.word])).toEqual([[4, "wrod"]])
  })

  it("has nothing to say on a site without content/cspell.config.yaml (the synthetic sites of tests)", () => {
    expect(startSpelling("/no/such/site", [{ file: "a.mdx", source: "A wrod." }])()).toEqual([[]])
  })
})
