/** @jest-environment node */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { pageCode } from "../../src/build/check/exampleChecks/codeBlocks"
import { readRunInput } from "../../src/build/check/exampleRuns/runInput"
import { runContexts } from "../../src/build/check/exampleRuns/runContexts"
import { readSchemas } from "../../src/reference/readSchemas"
import { CONTENT_DIR } from "./pageRules"

// Every request of content/docs and content/schema/examples.yaml, run by the workspace model in its context
// (content/workspaces.yaml), as the build runs them (run: npx jest __tests__/content/exampleRuns).
const ROOT = path.resolve(CONTENT_DIR, "../..")
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : []))

const blocks = walk(CONTENT_DIR).flatMap((full) => {
  const raw = fs.readFileSync(full, "utf8")
  const { content } = matter(raw)
  return pageCode({ file: path.relative(ROOT, full), body: content, lineOffset: raw.split("\n").length - content.split("\n").length }).blocks
})
const report = runContexts(readRunInput(ROOT, readSchemas(ROOT), blocks))

it("every response a page shows is the workspace model's answer", () => {
  expect(report.problems).toEqual([])
})

it("the runs cover the site's requests", () => {
  expect(report.compared).toBeGreaterThan(80)
  expect(Object.keys(report.executed)).toEqual(expect.arrayContaining(["samples", "quickstart-tutorials"]))
})
