import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

// Terraform examples parsed by HashiCorp's HCL parser, run by hclRunner.cjs in a child process: every text of a
// build in one process, so the parser's WebAssembly module is loaded once.

/** A configuration as the parser writes it in JSON: blocks are lists of objects, expressions are "${…}" strings. */
export type HclJson = null | boolean | number | string | HclJson[] | { [key: string]: HclJson }
export type HclJsonObject = { [key: string]: HclJson }

/** One diagnostic of the parser, at a line of the parsed text. */
export interface HclSyntaxError {
  line: number
  message: string
}

export type HclParse = { json: HclJsonObject } | { errors: HclSyntaxError[] }

/** The file name the parser's messages carry; it is taken out of them. */
const NAME = "example.tf"
const RUNNER = "hclRunner.cjs"

// Beside this file when it runs from src/ (tests); from the site root when Gatsby runs a compiled copy from .cache.
function runnerPath(): string {
  const candidates = [path.join(__dirname, RUNNER), path.join(process.cwd(), "src", "build", "kernel", "tools", RUNNER)]
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) throw new Error(`The Terraform example check can't find its parser runner (${candidates.join(", ")})`)
  return found
}

/**
 * The parser's diagnostics, "parse config: [example.tf:2,7-3,1: Invalid expression; Expected …. example.tf:5,1-2: …]",
 * as lines and messages.
 */
export function syntaxErrors(message: string): HclSyntaxError[] {
  const text = message.replace(/^parse config: \[/, "").replace(/\]$/, "")
  const at = /(?:^|\s)example\.tf:(\d+),\d+(?:-\d+(?:,\d+)?)?: /g
  const found = [...text.matchAll(at)]
  if (found.length === 0) return [{ line: 1, message: text }]
  return found.map((match, index) => ({
    line: Number(match[1]),
    message: text.slice(match.index! + match[0].length, found[index + 1]?.index ?? text.length).trim(),
  }))
}

/** Parses each text as a Terraform file, in one child process; the results are in the order of the texts. */
export function parseHclTexts(texts: string[]): HclParse[] {
  if (texts.length === 0) return []
  const run = spawnSync(process.execPath, [runnerPath()], {
    // A code block's text has no final newline; a file has one (a heredoc's closing marker needs it).
    input: JSON.stringify(texts.map((text) => ({ name: NAME, text: text.endsWith("\n") ? text : `${text}\n` }))),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    timeout: 300_000,
  })
  if (run.status !== 0) throw new Error(`The HCL parser stopped (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}`)
  const results = JSON.parse(run.stdout) as ({ json: HclJsonObject } | { error: string })[]
  return results.map((result) => ("json" in result ? { json: result.json } : { errors: syntaxErrors(result.error) }))
}
