// Times the workspace model's runs (issue 50) outside a build: every request of content/docs and
// content/schema/examples.yaml run in its context of content/workspaces.yaml, then operations.yaml's errors,
// idempotent and the reference's type examples checked against the sample workspace, as the build's check
// stage does (src/build/check/runs/exampleRuns.ts). Prints the counts and, for each of three rounds, the
// milliseconds of each part. No build needed.
//
//   node scripts/example-runs.mjs            # RUNS=3 by default
//
// Parts: "parse" is HashiCorp's parser over the Terraform blocks of the pages that configure a context (one
// child process); the build's example checks have parsed them already, so "read" reuses that parse as the build
// does; "run" is runContexts (every seed replayed once, a fresh copy per page); "operations" the operation checks.
import { createRequire } from "node:module"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
require("./typescript-require.cjs")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const matter = require("gray-matter")
const { pageCode } = require("../src/build/check/shared/codeBlocks.ts")
const { readRunInput } = require("../src/build/check/runs/runInput.ts")
const { runContexts, samplesWorkspace } = require("../src/build/check/runs/runContexts.ts")
const { checkOperationErrors, checkRepeats, checkReferenceTypes } = require("../src/build/check/runs/operationChecks.ts")
const { runSummary } = require("../src/build/check/runs/exampleRuns.ts")
const { parseHclTexts } = require("../src/build/kernel/tools/hcl.ts")
const { readSchemas } = require("../src/reference/readSchemas.ts")

const runs = Number(process.env.RUNS ?? 3)
const contentDir = path.join(root, "content/docs")
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : [],
  )

// The pages' code blocks, read as __tests__/content/exampleRuns.test.ts reads them.
const blocks = walk(contentDir).flatMap((full) => {
  const raw = fs.readFileSync(full, "utf8")
  const { content } = matter(raw)
  return pageCode({ file: path.relative(root, full), body: content, lineOffset: raw.split("\n").length - content.split("\n").length }).blocks
})
const schemas = readSchemas(root)

const time = (run) => {
  const start = performance.now()
  const value = run()
  return [value, performance.now() - start]
}
const ms = (value) => `${value.toFixed(0)} ms`

for (let round = 1; round <= runs; round++) {
  // HashiCorp's parser over every Terraform block the pages show, as the example checks run it.
  const hcl = blocks.filter((block) => (block.lang === "hcl" || block.lang === "terraform") && block.nocheck === undefined)
  const [parses, parse] = time(() => parseHclTexts(hcl.map((block) => block.value)))
  const byText = new Map(hcl.map((block, index) => [block.value, "json" in parses[index] ? parses[index].json : undefined]))
  const [input, read] = time(() => readRunInput(root, schemas, blocks, (source) => byText.get(source)))
  const [report, run] = time(() => runContexts(input))
  const [checks, operations] = time(() => {
    const samples = samplesWorkspace(input)
    const errors = checkOperationErrors(samples, schemas.operations, schemas.texts.operations)
    const repeats = checkRepeats(() => samples.copy(), schemas.operations, schemas.examples, schemas.texts.operations, { runScript: input.runScript })
    const references = checkReferenceTypes(samples, schemas.resources, schemas.texts.resources)
    return { errors, repeats, problems: [...errors.problems, ...repeats.problems, ...references] }
  })
  if (round === 1) {
    for (const line of runSummary(report)) console.log(line)
    console.log(`${checks.errors.derived} operations' errors checked; ${checks.repeats.repeated} mutations sent twice`)
    const problems = [...report.problems, ...checks.problems]
    console.log(`${problems.length} problems${problems.length ? `:\n  ${problems.join("\n  ")}` : ""}`)
  }
  console.log(
    `round ${round}: parse ${ms(parse)} (${hcl.length} Terraform blocks), read ${ms(read)}, run ${ms(run)}, operations ${ms(operations)}; ` +
      `model total ${ms(read + run + operations)}`,
  )
}
