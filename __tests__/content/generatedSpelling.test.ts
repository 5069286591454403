import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { mdxDocument } from "../../src/reference/mdxText"
import { loadGeneratedPages } from "./pageRules"

// The spell check of the generated reference pages: the same cspell settings and dictionary as the
// pages of content/docs (__tests__/build/spelling.test.mjs), run on the MDX the build generates from
// content/schema. A failure names the source file and the page; fix the wording in the source file.
const ROOT = path.resolve(__dirname, "../..")

it("the generated reference pages are spelled right", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reference-spelling-"))
  const pages = loadGeneratedPages()
  const names = new Map<string, string>()
  pages.forEach((page, index) => {
    const name = `page-${index}.mdx`
    names.set(name, page.file)
    fs.writeFileSync(path.join(dir, name), mdxDocument(page.title ?? "", page.description ?? "", page.source))
  })
  // scripts/spelling.mjs is an ES module (cspell is ESM only): run it in its own Node process.
  const script = `import { checkSpelling } from ${JSON.stringify(path.join(ROOT, "scripts/spelling.mjs"))}
    const files = ${JSON.stringify([...names.keys()].map((name) => path.join(dir, name)))}
    console.log(JSON.stringify(await checkSpelling(files, { cwd: ${JSON.stringify(dir)} })))`
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" })
  fs.rmSync(dir, { recursive: true, force: true })
  expect(result.stderr).toBe("")
  const problems = (JSON.parse(result.stdout) as string[]).map((problem) => problem.replace(/^(page-\d+\.mdx)/, (name) => names.get(name) ?? name))
  expect(problems).toEqual([])
}, 60_000)
