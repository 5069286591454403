import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

// The parsers the build runs (HashiCorp's HCL parser, the CUE evaluator, Mermaid's parser) are asynchronous, set
// globals or want a DOM, while the build's checks are synchronous: each runs in a child process of its own, started
// here, once per build for every text it reads.

/** A parser's runner script and how to call it. */
export interface ChildParser {
  /** What the parser is, for messages: "HashiCorp's HCL parser". */
  tool: string
  /** The runner, from the site root: "src/build/kernel/tools/hclRunner.cjs". */
  runner: string
  /** The folder of the module that runs it (its `__dirname`): the runner sits beside it in src/. */
  besides: string
  /** Arguments after the runner's path. */
  args?: string[]
  /** Written to the runner's standard input as JSON. */
  input?: unknown
  /** The largest answer expected, in bytes (64 MB unless said). */
  maxBuffer?: number
}

const FIVE_MINUTES = 300_000

/** The runner's file: beside the module in src/ (tests, scripts), or under the site root when Gatsby runs a compiled copy from .cache. */
export function runnerFile({ tool, runner, besides }: Pick<ChildParser, "tool" | "runner" | "besides">): string {
  const candidates = [path.join(besides, path.basename(runner)), path.join(process.cwd(), runner)]
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) throw new Error(`${tool}: its runner ${runner} is not at ${candidates.join(" or ")}`)
  return found
}

/** Runs the parser in a child process of Node and returns its answer, the JSON it writes on standard output. */
export function runChildParser<T>(parser: ChildParser): T {
  const run = spawnSync(process.execPath, [runnerFile(parser), ...(parser.args ?? [])], {
    input: parser.input === undefined ? undefined : JSON.stringify(parser.input),
    encoding: "utf8",
    maxBuffer: parser.maxBuffer ?? 64 * 1024 * 1024,
    timeout: FIVE_MINUTES,
  })
  if (run.status !== 0) throw new Error(`${parser.tool} stopped (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}`)
  try {
    return JSON.parse(run.stdout) as T
  } catch (error) {
    throw new Error(`${parser.tool} answered with what is not JSON (${(error as Error).message}): ${run.stdout.slice(0, 200)}`)
  }
}
