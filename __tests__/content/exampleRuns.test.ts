/** @jest-environment node */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { pageCode } from "../../src/build/check/shared/codeBlocks"
import { checkExampleRuns } from "../../src/build/check/runs/exampleRuns"
import { readSchemas } from "../../src/reference/readSchemas"
import { CONTENT_DIR } from "./pageRules"

// Every request of content/docs and content/schema/examples.yaml, run by the workspace model in its context
// (content/workspaces.yaml), and operations.yaml checked against the model, as the build does it
// (run: npx jest __tests__/content/exampleRuns).
const ROOT = path.resolve(CONTENT_DIR, "../..")
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : []))

const blocks = walk(CONTENT_DIR).flatMap((full) => {
  const raw = fs.readFileSync(full, "utf8")
  const { content } = matter(raw)
  return pageCode({ file: path.relative(ROOT, full), body: content, lineOffset: raw.split("\n").length - content.split("\n").length }).blocks
})
const runs = checkExampleRuns(ROOT, readSchemas(ROOT), blocks)
const operationProblems = runs.problems.filter((problem) => problem.startsWith("content/schema/operations.yaml"))

it("every response a page shows is the workspace model's answer", () => {
  expect(runs.problems.filter((problem) => !operationProblems.includes(problem))).toEqual([])
})

it("every operation lists exactly the errors the model can return, and says idempotent as a repeat shows", () => {
  expect(operationProblems).toEqual([])
})

it("the runs cover the site's requests", () => {
  expect(runs.report.compared).toBeGreaterThan(90)
  expect(Object.keys(runs.report.executed)).toEqual(expect.arrayContaining(["samples", "quickstart-tutorials", "base-template-terraform", "default"]))
  expect(runs.report.nocheck.length).toBeLessThan(runs.report.compared / 5)
})
