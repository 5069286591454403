import fs from "fs"
import path from "path"
import vm from "vm"
import { entryLine, loadYaml } from "../../../reference/loadYaml"
import { ERRORS_FILE } from "../../../reference/errorCatalogue"
import type { ParsedSchemas } from "../../../reference/sources"
import type { KnownId, WorkspaceSeed } from "../../../workspace/types"
import type { ScriptRunner } from "../../../workspace/pipelineResolvers"
import type { CodeBlock } from "../shared/codeBlocks"
import { parseHclTexts } from "../../kernel/tools/hcl"
import { WORKSPACES_FILE } from "../../kernel/sourceFiles"
import { requestPairs, type RequestPair } from "./requestPairs"
import type { RunInput, WorkspacesFile } from "./runContexts"

// What the runs read from disk: content/workspaces.yaml, the seeds it names, every page's requests, the
// Terraform blocks of the pages that configure a context (HashiCorp's parser, in one child process), and the
// sample IDs of content/samples.yaml that created records take.


/** The sample IDs a create takes, read from the `is` of each record of samples.yaml. */
export function knownIdsOf(samplesText: string): KnownId[] {
  const samples = loadYaml(samplesText, "content/samples.yaml") as { records?: { id: string; is: string }[] }
  const ids: KnownId[] = []
  const skus = new Map<string, string>()
  const patterns: [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
    [/^Product ([A-Z]+-\d+), /, "Product", (match) => ({ sku: match[1] })],
    [/^Category ([^(]+?)\s*(?:\(|$)/, "Category", (match) => ({ name: match[1] })],
    [/^Supplier ([^(]+?)\s*(?:\(|$)/, "Supplier", (match) => ({ name: match[1] })],
    [/^Order (SO-\d+)/, "Order", (match) => ({ orderNumber: match[1] })],
    [/^StockMovement (\S+)/, "StockMovement", (match) => ({ reference: match[1] })],
  ]
  for (const { id, is } of samples.records ?? []) {
    for (const [pattern, type, key] of patterns) {
      const match = pattern.exec(is)
      if (!match) continue
      ids.push({ type, key: key(match), id })
      if (type === "Product") skus.set(match[1], id)
    }
  }
  for (const { id, is } of samples.records ?? []) {
    const stock = /^Inventory record of (\S+) at (\S+)/.exec(is)
    if (stock && skus.has(stock[1])) ids.push({ type: "Inventory", key: { productId: skus.get(stock[1])!, location: stock[2] }, id })
  }
  return ids
}

/** The line of a code's `example:` in errors.yaml (its `- code:` line when it has none). */
export function exampleLine(text: string, code: string): number {
  const start = entryLine(text, "code", code) - 1
  const lines = text.split("\n")
  const index = lines.findIndex((line, at) => at > start && /^\s+example:/.test(line))
  const next = lines.findIndex((line, at) => at > start && /^\s*-\s*code:/.test(line))
  return index >= 0 && (next < 0 || index < next) ? index + 1 : start + 1
}

/** A script step's JavaScript, run in a fresh V8 context with `args`, `steps` and `user` (build only). */
export const runScriptInVm: ScriptRunner = (source, variables) =>
  vm.runInNewContext(`(function () {\n${source}\n})()`, JSON.parse(JSON.stringify(variables)), { timeout: 1000 })

/** The parser's JSON of a Terraform block's text, when the checks parsed it already. */
export type TerraformJson = (source: string) => Record<string, unknown> | undefined

export function readRunInput(root: string, schemas: ParsedSchemas, blocks: CodeBlock[], terraformJson?: TerraformJson): RunInput {
  const read = (file: string) => fs.readFileSync(path.resolve(root, file), "utf8")
  const workspaces = loadYaml(read(WORKSPACES_FILE), WORKSPACES_FILE) as WorkspacesFile
  const seeds: Record<string, WorkspaceSeed> = {}
  for (const spec of Object.values(workspaces.contexts)) {
    if (spec.seed && !seeds[spec.seed]) {
      const seed = loadYaml(read(spec.seed), spec.seed) as WorkspaceSeed
      seeds[spec.seed] = { ...seed, users: seed.users ?? workspaces.users }
    }
  }
  const byFile = new Map<string, CodeBlock[]>()
  for (const block of blocks) byFile.set(block.file, [...(byFile.get(block.file) ?? []), block])
  const requests = new Map<string, RequestPair[]>()
  for (const [file, pageBlocks] of byFile) requests.set(file, requestPairs(pageBlocks))
  const configuring = new Set(Object.values(workspaces.contexts).flatMap((spec) => [...(spec.configuration ?? []), ...(spec.pages ?? [])]))
  const hcl = [...configuring].flatMap((file) => (byFile.get(file) ?? []).filter((block) => (block.lang === "hcl" || block.lang === "terraform") && block.nocheck === undefined))
  // The example checks parsed every Terraform block already; without them, HashiCorp's parser runs here.
  const parses = terraformJson ? undefined : parseHclTexts(hcl.map((block) => block.value))
  const jsonOf = (index: number) => {
    if (terraformJson) return terraformJson(hcl[index].value)
    const parsed = parses![index]
    return "json" in parsed ? (parsed.json as Record<string, unknown>) : undefined
  }
  const terraform: RunInput["terraform"] = new Map()
  hcl.forEach((block, index) => {
    const json = jsonOf(index)
    if (json) terraform.set(block.file, [...(terraform.get(block.file) ?? []), { line: block.line, json }])
  })
  const examplesText = schemas.texts.examples
  return {
    sdl: schemas.texts.graphql,
    workspaces,
    seeds,
    requests,
    terraform,
    knownIds: knownIdsOf(schemas.texts.samples),
    examples: {
      file: "content/schema/examples.yaml",
      entries: schemas.examples.map((example) => ({ example, line: entryLine(examplesText, "operation", example.operation), run: `example:${example.operation}` })),
    },
    errorExamples: {
      file: ERRORS_FILE,
      entries: schemas.errors.codes.flatMap((entry) =>
        entry.example ? [{ example: entry.example, line: exampleLine(schemas.texts.errors, entry.code), run: `error:${entry.code}` }] : [],
      ),
    },
    runScript: runScriptInVm,
  }
}
