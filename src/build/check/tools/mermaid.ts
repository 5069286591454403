import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

// Mermaid diagrams checked by Mermaid's own parser, run by mermaidRunner.mjs in a child process: every diagram of a
// build in one process, so the parser loads once.

/** The parser's first error in a diagram, at a line of its source. */
export interface MermaidError {
  line: number
  message: string
}

const RUNNER = "mermaidRunner.mjs"

// Beside this file when it runs from src/ (tests); from the site root when Gatsby runs a compiled copy from .cache.
function runnerPath(): string {
  const candidates = [path.join(__dirname, RUNNER), path.join(process.cwd(), "src", "build", "check", "tools", RUNNER)]
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) throw new Error(`The diagram check can't find its parser runner (${candidates.join(", ")})`)
  return found
}

/** Parses each source as a Mermaid diagram, in one child process: null where it is valid, in the order of the sources. */
export function parseMermaidSources(sources: string[]): (MermaidError | null)[] {
  if (sources.length === 0) return []
  const run = spawnSync(process.execPath, [runnerPath()], { input: JSON.stringify(sources), encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 300_000 })
  if (run.status !== 0) throw new Error(`The Mermaid parser stopped (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}`)
  return JSON.parse(run.stdout) as (MermaidError | null)[]
}
