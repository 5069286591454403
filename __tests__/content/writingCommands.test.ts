/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { guideCommands, readWriting, ROOT, WRITING_FILE } from "./writingGuide"

// Every command content/WRITING.md gives (each line of a ```bash block, each `npm …`, `npx …` or `node …` in its
// prose) is proven here, so none can go stale. A cheap one really runs, narrowed and with a timeout. An expensive
// one (it installs, serves, or builds the site) is proven by what it needs: its npm script in package.json, its
// files. A command this test has no proof for fails: add its case below.

const TIMEOUT_MS = 90_000
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }

/** Commands not run here, and why: each is proven by the files it needs instead. */
const NOT_RUN: Record<string, { why: string; needs: string[] }> = {
  "npm ci": { why: "installs every dependency (minutes, and the network)", needs: ["package-lock.json"] },
  "node scripts/reference-repetition.mjs": { why: "reads a built site in public/ (npm run build first)", needs: ["scripts/reference-repetition.mjs"] },
}

/** A node:test file run with only its named tests, where the whole file would take long. */
const NARROWED: Record<string, string> = {
  // The checker's own test (cspell, the settings and the dictionary load); every page's spelling is the file's own test.
  "__tests__/build/site/spelling.test.mjs": "a misspelling in prose",
}

/** The words of a command line, as a shell splits them (double and single quotes, no variables). */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3])
}

function run(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(args[0], args.slice(1), {
    cwd: ROOT,
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "" },
  })
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`
  if (result.error) return { status: null, output: `${result.error.message}\n${output}` }
  return { status: result.status, output }
}

const tail = (output: string) => output.trim().split("\n").slice(-8).join("\n")
const missing = (files: string[]) => files.filter((file) => !fs.existsSync(path.join(ROOT, file)))

/** Why the command would not run as the guide gives it; null when it does. */
function problemOf(command: string): string | null {
  const notRun = NOT_RUN[command]
  if (notRun) {
    const gone = missing(notRun.needs)
    return gone.length ? `needs ${gone.join(", ")}, which is missing (not run: it ${notRun.why})` : null
  }
  const [tool, ...args] = words(command)
  // npm run <script>, npm test, npm start: develop serves until stopped and build makes the whole site, so every npm
  // script is proven by its entry in package.json, and the files its own command names.
  if (tool === "npm") {
    const script = args[0] === "run" ? args[1] : args[0]
    if (!script || !packageJson.scripts[script]) return `package.json has no "${script}" script`
    const gone = missing(scriptNeeds(packageJson.scripts[script]))
    return gone.length ? `the "${script}" script (${packageJson.scripts[script]}) needs ${gone.join(", ")}, which is missing` : null
  }
  // npx jest <paths> [-t pattern]: jest lists the test files each path selects (running them would run this file
  // inside itself, and all of __tests__/content takes minutes); -t selects pages.test.ts's tests, which are named by
  // each page's file, so the pattern must be part of a page's path.
  if (tool === "npx" && args[0] === "jest") {
    const pattern = args.includes("-t") ? args[args.indexOf("-t") + 1] : undefined
    const paths = args.slice(1).filter((arg, index, all) => !arg.startsWith("-") && all[index - 1] !== "-t")
    for (const testPath of paths) {
      const listed = run(["npx", "jest", testPath, "--listTests"])
      if (listed.status !== 0 || !listed.output.includes(".test.")) return `jest lists no test file for ${testPath}${listed.output.trim() ? `: ${tail(listed.output)}` : ""}`
    }
    if (pattern !== undefined && !pagePaths().some((file) => file.includes(pattern))) return `-t "${pattern}" is part of no page's path under content/docs`
    return null
  }
  // node --test <file>: it runs, narrowed to a named test where the file is long, and passes at least one test.
  if (tool === "node" && args[0] === "--test") {
    const file = args[1]
    if (!file || missing([file]).length) return `${file ?? "a test file"} is missing`
    const narrowed = NARROWED[file] ? ["--test-name-pattern", NARROWED[file]] : []
    const result = run(["node", "--test", ...narrowed, ...args.slice(1)])
    const passed = Number(result.output.match(/^# pass (\d+)/m)?.[1] ?? 0)
    return result.status === 0 && passed > 0 ? null : `exited ${result.status} with ${passed} tests passed: ${tail(result.output)}`
  }
  // node scripts/<file>: it runs and exits 0.
  if (tool === "node" && args[0]?.startsWith("scripts/")) {
    const result = run(["node", ...args])
    return result.status === 0 ? null : `exited ${result.status}: ${tail(result.output)}`
  }
  return "this test has no proof for it: run it in writingCommands.test.ts, or say in NOT_RUN why not and what it needs"
}

/** The files an npm script runs: each step's program (`gatsby` → node_modules/.bin/gatsby) and the files it names. */
function scriptNeeds(script: string): string[] {
  return script.split(/&&|\|\|/).flatMap((step) => {
    const [program, ...rest] = step.trim().split(/\s+/).filter((word) => !/^[A-Z_]+=/.test(word))
    const files = rest.filter((word) => /^(scripts|__tests__)\/\S+\.\w+$/.test(word))
    return ["node", "npm", "npx", "bash"].includes(program) ? files : [`node_modules/.bin/${program}`, ...files]
  })
}

function pagePaths(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  return walk(path.join(ROOT, "content/docs")).map((file) => path.relative(ROOT, file))
}

const commands = guideCommands(readWriting())
const byCommand = new Map<string, number[]>()
for (const { command, line } of commands) byCommand.set(command, [...(byCommand.get(command) ?? []), line])

describe(`the commands of ${WRITING_FILE}`, () => {
  it("gives the loop's commands", () => {
    expect([...byCommand.keys()]).toEqual(expect.arrayContaining(["npm ci", "npm run develop", "npm run build"]))
  })

  it.each([...byCommand.entries()])("%s works as given", (command, lines) => {
    const problem = problemOf(command)
    if (problem) throw new Error(`${WRITING_FILE}:${lines.join(",")} \`${command}\`: ${problem}`)
  }, TIMEOUT_MS * 2)
})
