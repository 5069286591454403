import { closestName } from "../shared/closestName"
import type { CodeBlock } from "../shared/codeBlocks"
import { codeOnly, declarationLines, declaredNames, packageReferences, preamble, referencedNames } from "./cueText"
import { CUE_BASE_PROJECT, CUE_PROJECTS, plannedProject, routeOfFile, type HclProjectPlan } from "../shared/projectPlan"

// CUE resolves as a project, as Terraform does (hclProjects.ts): a definition (`#Product`), a hidden field
// (`_staffRead`) or a field an example uses from another file must be declared in the example's project, which
// projectPlan.ts's CUE_PROJECTS says: a tutorial's pages in navigation order, the base template's files whole,
// any other page with the base template. This module says which blocks a block sees (cueVetPackage.ts copies
// declarations from those alone, so the evaluator's "reference … not found" is the verdict) and words a miss.

export interface CueScope {
  plan?: HclProjectPlan
  /** The other blocks whose declarations the block sees, nearest first: its page, then the rest of its project. */
  sources: CodeBlock[]
}

export interface CueProjectCount {
  /** Blocks read (vetted, not nocheck). */
  blocks: number
  /** Projects they form: each tutorial's, and each other page's own. */
  projects: number
  /** Names used from another block (`#Product`, `_auth`, `schema.#Order`) found declared in their project. */
  references: number
}

const positionOf = (file: string, order: string[]) => {
  const route = routeOfFile(file)
  return route === undefined || !order.includes(route) ? order.length : order.indexOf(route)
}

/** Each block's scope; `order` is the navigation's routes in reading order. */
export function cueScopes(blocks: CodeBlock[], order: string[]): Map<CodeBlock, CueScope> {
  const placed = blocks.map((block) => ({ block, plan: plannedProject(routeOfFile(block.file), CUE_PROJECTS), position: positionOf(block.file, order) }))
  const reading = (a: (typeof placed)[number], b: (typeof placed)[number]) =>
    a.position - b.position || a.block.file.localeCompare(b.block.file) || a.block.line - b.block.line
  const scopes = new Map<CodeBlock, CueScope>()
  for (const own of placed) {
    const page = placed.filter((other) => other.block.file === own.block.file && other.block !== own.block)
    const before = page.filter((other) => other.block.line < own.block.line).reverse()
    const after = page.filter((other) => other.block.line > own.block.line)
    let rest: typeof placed
    if (!own.plan) rest = placed.filter((other) => other.plan === CUE_BASE_PROJECT).sort(reading)
    else {
      const project = placed.filter((other) => other.plan === own.plan && other.block.file !== own.block.file)
      rest = own.plan.ordered ? project.filter((other) => reading(other, own) < 0).sort(reading).reverse() : project.sort(reading)
    }
    scopes.set(own.block, { plan: own.plan, sources: [...before, ...after, ...rest].map((other) => other.block) })
  }
  return scopes
}

/** Where a block's names were looked for, in a message. */
function where(scope: CueScope): string {
  if (!scope.plan) return `this page or ${CUE_BASE_PROJECT.name}, which every page outside a tutorial builds on`
  return scope.plan.ordered ? `this page or the pages before it of ${scope.plan.name}` : scope.plan.name
}

/** "file:line" of the declaration of `name` in `block`, if it declares it. */
function declarationAt(block: CodeBlock, name: string): string | undefined {
  if (!declaredNames(block.value).has(name)) return undefined
  const range = declarationLines(block.value, name)
  return `${block.file}:${block.line + (range?.from ?? 0)}`
}

/**
 * The problem of a name a block uses that its project doesn't declare: where it was looked for, where else it is
 * declared (a later page of the project, another project), the declared name it probably meant, and what to declare.
 * `shown` is the name as written (`schema.#Category`), `name` the one declared (`#Category`).
 */
export function unresolvedName(at: string, shown: string, name: string, block: CodeBlock, scopes: Map<CodeBlock, CueScope>): string {
  const scope = scopes.get(block) ?? { sources: [] }
  const visible = new Set([block, ...scope.sources].flatMap((source) => [...declaredNames(source.value)]))
  const sigil = /^[#_]/.exec(name)?.[0] ?? ""
  const meant = sigil ? closestName(name, [...visible].filter((candidate) => candidate.startsWith(sigil))) : undefined
  let elsewhere = ""
  for (const other of scopes.keys()) {
    const found = other !== block && !scope.sources.includes(other) ? declarationAt(other, name) : undefined
    if (!found) continue
    const later = scope.plan !== undefined && scopes.get(other)?.plan === scope.plan
    elsewhere = ` (${found} declares it, ${later ? "on a later page" : "in another project"})`
    break
  }
  const pkg = shown.includes(".") ? ` in package ${shown.split(".")[0]}` : ""
  const prefix = shown.slice(0, shown.length - name.length)
  const declare = `declare ${name}: …${pkg}`
  return `${at} CUE: ${shown} is not declared in ${where(scope)}${elsewhere}: ${meant ? `did you mean ${prefix}${meant}? Or ${declare}` : declare}`
}

/** The running example's own packages a block imports (or selects from as the project does): name → import path. */
function sitePackages(block: CodeBlock, known: Map<string, string>, module: string): Map<string, string> {
  const imports = new Map([...known, ...preamble(block.value).imports.map((entry) => [entry.name, entry.path] as [string, string])])
  return new Map([...imports].filter(([, path]) => path.startsWith(`${module}/`)))
}

/**
 * Names each block uses from other blocks: definitions and hidden fields it doesn't declare itself, and the
 * definitions it selects from the running example's own packages (`schema.#Order`). Those its project declares are
 * counted; those of a package that it doesn't are problems (a bare name its project lacks is left to the evaluator,
 * whose "reference … not found" cueExamples.ts words with unresolvedName).
 */
export function checkCueProjects(
  blocks: CodeBlock[],
  scopes: Map<CodeBlock, CueScope>,
  packages: Map<string, string>,
  module: string,
): { problems: string[]; count: CueProjectCount } {
  const problems: string[] = []
  const count: CueProjectCount = { blocks: blocks.length, projects: new Set(blocks.map((block) => scopes.get(block)?.plan ?? block.file)).size, references: 0 }
  for (const block of blocks) {
    const own = declaredNames(block.value)
    const visible = new Set((scopes.get(block)?.sources ?? []).flatMap((source) => [...declaredNames(source.value)]))
    for (const name of referencedNames(block.value)) if (!own.has(name) && visible.has(name)) count.references++
    const site = sitePackages(block, packages, module)
    const selections = packageReferences(block.value)
    for (const [pkg] of site) {
      for (const name of selections.get(pkg) ?? []) {
        if (own.has(name) || visible.has(name)) {
          count.references++
          continue
        }
        const index = codeOnly(block.value).split("\n").findIndex((line) => line.includes(`${pkg}.${name}`))
        problems.push(unresolvedName(`${block.file}:${block.line + Math.max(0, index)}`, `${pkg}.${name}`, name, block, scopes))
      }
    }
  }
  return { problems, count }
}
