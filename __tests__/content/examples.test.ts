import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { checkExamples } from "../../src/build/check/exampleChecks"
import { readSchemas } from "../../src/reference/readSchemas"
import { CONTENT_DIR } from "./pageRules"

// Every example of content/docs against content/schema, as the build checks it (run: npx jest __tests__/content/examples).
const ROOT = path.resolve(CONTENT_DIR, "../..")
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : []))

const pages = walk(CONTENT_DIR).map((full) => {
  const raw = fs.readFileSync(full, "utf8")
  const { content } = matter(raw)
  return { file: path.relative(ROOT, full), body: content, lineOffset: raw.split("\n").length - content.split("\n").length }
})
const result = checkExamples(pages, readSchemas(ROOT))

it("every GraphQL, Terraform and CUE example and every error code matches content/schema", () => {
  expect(result.problems).toEqual([])
})

// A check that covers nothing passes silently: the site's examples are there, and few are skipped.
it("the checks cover the site's examples", () => {
  const counts = /(\d+) graphql blocks.*\((\d+) nocheck\), (\d+) hcl blocks with (\d+) strata_\* resource blocks.*?, (\d+) cue blocks with (\d+) definition references.*?, (\d+) error code mentions/.exec(result.summary)
  expect(counts).not.toBeNull()
  const [graphql, nocheck, hcl, resources, cue, references, errors] = counts!.slice(1).map(Number)
  expect(graphql).toBeGreaterThan(60)
  expect(nocheck).toBeLessThan(graphql / 4)
  expect(hcl).toBeGreaterThan(80)
  expect(resources).toBeGreaterThan(80)
  expect(cue).toBeGreaterThan(100)
  expect(references).toBeGreaterThan(150)
  expect(errors).toBeGreaterThan(100)
})
