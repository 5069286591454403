import os from "os"
import type { Resource } from "../../../reference/sources"
import { cueErrors, vetCuePackages, type CueError, type CueVet } from "../tools/cue"
import { blocksToCheck, type BlockCheck, type CodeBlock } from "../shared/codeBlocks"
import { checkCueProjects, cueScopes, unresolvedName, type CueProjectCount } from "./cueProjects"
import { codeOnly, preamble } from "./cueText"
import { cueVetPackage, SITE_MODULE, type CueVetPackage, type VettedAs } from "./cueVetPackage"

// Every ```cue example is vetted by the CUE evaluator against the SDK's definitions generated from
// resources.yaml (cueVetPackage.ts builds the module, tools/cue.ts runs `cue vet` on it once per build).
//
// The flags: `cue vet` without -c. Examples are configurations a reader completes (`// ... as before`, a
// resolver shown with only its permissions), so a field left out or a value not yet concrete is no error;
// what is checked is that every field exists in its definition (they are closed), every value has the field's
// type and one of its allowed values, every reference resolves and the text is CUE. One thing the evaluator
// calls incomplete rather than wrong outside -c is a package's missing definition (`stratadb.#Tpye`): a -c run
// would find it at the price of a second evaluation of every example, so it is looked up here instead, in the
// definitions the module gives each package.
//
// Each example resolves in its project (cueProjects.ts): it is vetted with the declarations of its project only, so
// a name the project doesn't declare is the evaluator's "reference … not found", reported with where it was looked
// for and the name that exists.

export interface CueExampleCheck extends BlockCheck {
  /** Examples vetted against the definitions they name, fragments vetted inside the one they fit, and examples vetted as CUE of their own. */
  vetted: Record<VettedAs, number>
  /** Time the evaluator took, in milliseconds. */
  ms: number
  /** The names examples use from other blocks, resolved in their projects. */
  projects: CueProjectCount
}

/** At most this many packages of examples are vetted side by side. */
const MAX_GROUPS = 4
/** Fewer examples than this a group are not worth a worker of their own. */
const EXAMPLES_PER_GROUP = 20

/** "file:line" of an error: its last position in an example (the value at fault), else the example's first line. */
function where(error: CueError, pkg: CueVetPackage): string {
  const places = error.positions.flatMap((position) => {
    const origin = pkg.origins.get(position.file)?.[position.line - 1]
    return origin ? [origin] : []
  })
  const exact = places.filter((origin) => origin.line !== undefined)
  const origin = exact[exact.length - 1] ?? places[0]
  return origin ? `${origin.block.file}:${origin.block.line + (origin.line ?? 0)}` : "content/schema/resources.yaml (the generated CUE SDK)"
}

// What `cue vet` says when all is well but some values are not concrete, which examples may leave them.
const INCOMPLETE = /^some instances are incomplete; use the -c flag/

/** The path of a value without the field an example is vetted in, nor its index in a list of values (`b3.v.0.trigger.event` → `trigger.event`). */
const pathOf = (path: string) => path.replace(/^b\d+(?:\.v(?:\.\d+)?)?(?:\.|$)/, "")

// The evaluator's word for a name nothing in scope declares.
const NOT_FOUND = /^reference "([^"]+)" not found$/

/** The example a file of the module vets: the origin of its last line (the brace that closes the example's field). */
const vettedIn = (error: CueError, pkg: CueVetPackage) => {
  const lines = error.positions.map((position) => pkg.origins.get(position.file)).find((origins) => origins !== undefined)
  return lines?.[lines.length - 1]?.block
}

/**
 * Problems from the evaluator's messages, "file:line CUE: path: message". The alternatives of a disjunction that
 * failed ("effect: 2 errors in empty disjunction:", then one conflict each) make one problem. With `unresolved`,
 * a reference not found is worded by it, for the example it was found in.
 */
export function cueProblems(vet: CueVet, pkg: CueVetPackage, unresolved?: (at: string, name: string, block: CodeBlock) => string): string[] {
  const problems: string[] = []
  for (const run of vet.runs) {
    const errors = cueErrors(run.stderr)
    for (let index = 0; index < errors.length; index++) {
      const error = errors[index]
      if (INCOMPLETE.test(error.message)) continue
      const path = pathOf(error.path)
      const notFound = NOT_FOUND.exec(error.message)
      const block = notFound && unresolved ? vettedIn(error, pkg) : undefined
      if (notFound && unresolved && block) {
        problems.push(unresolved(where(error, pkg), notFound[1], block))
        continue
      }
      const label = `${path ? `${path}: ` : ""}${error.message}`
      if (/^\d+ errors in empty disjunction$/.test(error.message)) {
        let end = index + 1
        while (end < errors.length && errors[end].path === error.path && errors[end].positions.length > 0) end++
        const parts = errors.slice(index + 1, end)
        problems.push(`${where({ ...error, positions: parts.flatMap((part) => part.positions) }, pkg)} CUE: ${label}: ` +
          `${parts.map((part) => part.message).join("; ")}`)
        index = end - 1
      } else problems.push(`${where(error, pkg)} CUE: ${label}`)
    }
  }
  return [...new Set(problems)]
}

/** Each selection of an SDK package's definition (`stratadb.#Type`) names one the package has (the running example's own packages resolve in the project: cueProjects.ts). */
export function checkSelections(blocks: CodeBlock[], pkg: CueVetPackage): string[] {
  const problems: string[] = []
  for (const block of blocks) {
    const imports = new Map([...pkg.packages, ...preamble(block.value).imports.map((entry) => [entry.name, entry.path] as [string, string])])
    codeOnly(block.value)
      .split("\n")
      .forEach((line, index) => {
        for (const match of line.matchAll(/(?<![\w.#$])([a-z]\w*)\.(#[A-Za-z]\w*)/g)) {
          const [, name, definition] = match
          const importPath = imports.get(name)
          if (importPath?.startsWith(`${SITE_MODULE}/`)) continue
          const known = importPath ? pkg.definitions.get(importPath) : undefined
          if (!known || known.has(definition)) continue
          const listed = known.size > 0 ? ` (it has ${[...known].sort().join(", ")})` : ""
          problems.push(`${block.file}:${block.line + index} CUE: package ${name} (${importPath}) has no definition ${definition}${listed}`)
        }
      })
  }
  return problems
}

/**
 * Vets every ```cue example (but those marked nocheck) with the CUE evaluator against the SDK generated from
 * `resources`, each in its project; each error names the page's file and line. `order` is the navigation's routes in
 * reading order: a tutorial's examples resolve page after page in it.
 */
export function checkCueExamples(blocks: CodeBlock[], resources: Resource[], order: string[] = []): CueExampleCheck {
  const result: CueExampleCheck = {
    problems: [],
    checked: 0,
    skipped: [],
    vetted: { definitions: 0, fragment: 0, plain: 0 },
    ms: 0,
    projects: { blocks: 0, projects: 0, references: 0 },
  }
  const checked = blocksToCheck(blocks, "cue", result)
  if (checked.length === 0) return result
  const groups = Math.max(1, Math.min(MAX_GROUPS, os.availableParallelism(), Math.floor(checked.length / EXAMPLES_PER_GROUP)))
  const scopes = cueScopes(checked, order)
  const pkg = cueVetPackage(checked, resources, groups, scopes)
  for (const { as } of pkg.vetted.values()) result.vetted[as]++
  const projects = checkCueProjects(checked, scopes, pkg.packages, SITE_MODULE)
  result.projects = projects.count
  const vet = vetCuePackages(pkg.files, pkg.dirs)
  result.ms = vet.ms
  const unresolved = (at: string, name: string, block: CodeBlock) => unresolvedName(at, name, name, block, scopes)
  result.problems = [...checkSelections(checked, pkg), ...projects.problems, ...cueProblems(vet, pkg, unresolved)]
  return result
}
