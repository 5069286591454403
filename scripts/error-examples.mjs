// Runs the example request of every code of content/schema/errors.yaml on the sample workspace, as the build
// does, and prints what the workspace model answers next to what errors.yaml shows; a writer adding or changing
// an example copies the model's answer from here. No build needed.
//
//   node scripts/error-examples.mjs              # every code
//   node scripts/error-examples.mjs NOT_FOUND    # one code
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
const { samplesWorkspace, callerOf } = require("../src/build/check/runs/runContexts.ts")
const { executeRequest } = require("../src/workspace/executeRequest.ts")
const { responseDifferences, describeDifference } = require("../src/workspace/compareResponses.ts")
const { readSchemas } = require("../src/reference/readSchemas.ts")

const schemas = readSchemas(root)
// Only the pages that configure the sample workspace are read: their Terraform blocks make its configuration.
const spec = fs.readFileSync(path.join(root, "content/workspaces.yaml"), "utf8")
const files = [...spec.matchAll(/^\s+- (content\/docs\/\S+\.mdx)$/gm)].map((match) => match[1])
const blocks = [...new Set(files)].flatMap((file) => {
  const raw = fs.readFileSync(path.join(root, file), "utf8")
  const { content } = matter(raw)
  return pageCode({ file, body: content, lineOffset: raw.split("\n").length - content.split("\n").length }).blocks
})
const input = readRunInput(root, schemas, blocks)
const only = process.argv[2]
let failed = 0
for (const { example, line } of input.errorExamples.entries) {
  const code = schemas.errors.codes.find((entry) => entry.example === example).code
  if (only && code !== only) continue
  console.log(`\n## ${code} (content/schema/errors.yaml:${line})`)
  if (example.nocheck || !example.request) {
    console.log(`not run: ${example.nocheck ?? "a management API request"}`)
    continue
  }
  const workspace = samplesWorkspace(input).copy("errors")
  const caller = callerOf(example.caller, workspace.users)
  if (typeof caller === "string") {
    console.log(caller)
    failed++
    continue
  }
  const variables = example.variables ? JSON.parse(example.variables) : undefined
  const actual = executeRequest(workspace, { query: example.request, variables, caller, at: example.at }, { runScript: input.runScript })
  const differences = responseDifferences(JSON.parse(example.response), actual, example.volatile ?? [], 5, new Set(input.knownIds.map((known) => known.id)))
  console.log(differences.length ? `DIFFERS: ${differences.map(describeDifference).join("; ")}` : "same as shown")
  console.log(JSON.stringify(actual, null, 2))
  if (differences.length) failed++
}
process.exit(failed ? 1 : 0)
