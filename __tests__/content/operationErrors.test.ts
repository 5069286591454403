/** @jest-environment node */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { pageCode } from "../../src/build/check/exampleChecks/codeBlocks"
import { checkExampleRuns } from "../../src/build/check/exampleRuns"
import { readSchemas } from "../../src/reference/readSchemas"
import { CONTENT_DIR } from "./pageRules"

// operations.yaml's errors against what the workspace model can return (run: npx jest __tests__/content/operationErrors).
const ROOT = path.resolve(CONTENT_DIR, "../..")
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : []))
const blocks = walk(CONTENT_DIR).flatMap((full) => {
  const raw = fs.readFileSync(full, "utf8")
  const { content } = matter(raw)
  return pageCode({ file: path.relative(ROOT, full), body: content, lineOffset: raw.split("\n").length - content.split("\n").length }).blocks
})
const runs = checkExampleRuns(ROOT, readSchemas(ROOT), blocks)

it("every operation lists exactly the errors the workspace model can return", () => {
  expect(runs.problems.filter((problem) => problem.startsWith("content/schema/operations.yaml"))).toEqual([])
})
