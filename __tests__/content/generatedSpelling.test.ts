import path from "path"
import { checkSpelling, spellingSourceOf } from "../../src/build/check/prose/spelling"
import { stopSpellChecker } from "../../src/build/check/tools/spellChecker"
import { loadGeneratedPages } from "./pageRules"

// The spell check of the generated reference pages (their title, description and body), as the build checks them
// (src/build/check/prose/spelling.ts), with the settings and dictionary of the pages of content/docs. A failure names
// the page; fix the wording in its source file under content/schema.
const ROOT = path.resolve(__dirname, "../..")

afterAll(() => stopSpellChecker())

it("the generated reference pages are spelled right", () => {
  const sources = loadGeneratedPages().map((page) => spellingSourceOf({ ...page, generated: true, title: page.title ?? null, description: page.description ?? null }))
  expect(checkSpelling(ROOT, sources)).toEqual([])
}, 60_000)
