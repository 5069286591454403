import { cueSchemaPackages } from "../../../reference/cueSchema"
import { cueDefinitions } from "../../../reference/resourceViews"
import type { Resource } from "../../../reference/sources"
import type { CodeBlock } from "../shared/codeBlocks"
import { parseCue } from "../tools/cueParse"
import { fragmentWrapper } from "./cueFragments"
import { codeOnly, declarationLines, declaredNames, packageReferences, preamble, referencedNames } from "./cueText"

// The CUE module the evaluator vets: the SDK's packages generated from resources.yaml under cue.mod/pkg, and
// every CUE example as one file of a package `examples` (in `groups` directories, vetted side by side), each
// inside a field of its own (`b12: { … }`) so that examples never unify with each other. Pure.
//  - An example keeps its imports; the SDK packages it selects from without importing them
//    (`executor.#Executor & {…}` shown alone) are imported for it, as the page's file would.
//  - What it uses from elsewhere (`#Product` declared in an earlier block of the page, `_staffRead`, or in
//    another page's example) is copied in beside it from the nearest example that declares it: the same
//    page first, then the rest of its project (`scopes`, from cueProjects.ts; without them, the site), so a
//    name its project doesn't declare is the evaluator's "reference … not found". The running example's own
//    packages (`import "example.com/inventory/schema"`) are made of the declarations the examples give them
//    (cueProjects.ts checks that a selection from them is declared in the project).
//  - A fragment (no definition, package or import of its own) is vetted inside the definition it fits
//    (cueFragments.ts); an example of several values (`a & {…}` then `b & {…}`, items of a list) is a list.
// Every line of every file remembers the example line it comes from, so that an error names its page's line.

/** The running example's module, as its `cue.mod/module.cue` declares it on the pages. */
export const SITE_MODULE = "example.com/inventory"
/** The directory of the examples' package in the module. */
export const EXAMPLES_DIR = "examples"

/** A line of a file of the module: the example line it comes from, or undefined for a line written around it. */
export interface Origin {
  block: CodeBlock
  /** 0-based line of the example. */
  line?: number
}

export type VettedAs = "definitions" | "fragment" | "plain"

export interface CueVetPackage {
  /** Path in the module → text. */
  files: Record<string, string>
  /** The directories of the examples' packages. */
  dirs: string[]
  /** Path in the module → where each of its lines comes from (index 0 is line 1). */
  origins: Map<string, Origin[]>
  /** How each example is vetted: against the definitions it names, inside the one it fits, or as CUE of its own. */
  vetted: Map<CodeBlock, { as: VettedAs; place?: string }>
  /** Import path → the definitions of the package (`#Type`): the SDK's, and those the examples give the running example's own. */
  definitions: Map<string, Set<string>>
  /** Package name → import path, for a selection from a package the example doesn't import (`executor.#Executor` shown alone). */
  packages: Map<string, string>
}

interface Line {
  text: string
  origin: Origin
}

interface Source {
  block: CodeBlock
  declared: Set<string>
  packageName?: string
}

/** The lines that declare `name`, from the first of `sources` that declares it. */
function declaration(name: string, sources: Source[]): Line[] | undefined {
  for (const source of sources) {
    if (!source.declared.has(name)) continue
    const range = declarationLines(source.block.value, name)
    if (!range) continue
    const lines = source.block.value.split("\n")
    return lines.slice(range.from, range.to + 1).map((text, index) => ({ text, origin: { block: source.block, line: range.from + index } }))
  }
  return undefined
}

/** The declarations of `names` and of what they use in turn, each once, from `sources` in order. */
function context(names: Iterable<string>, sources: Source[], known: Set<string> = new Set()): Line[] {
  const lines: Line[] = []
  const queue = [...names]
  while (queue.length > 0) {
    const name = queue.shift()!
    if (known.has(name)) continue
    known.add(name)
    const found = declaration(name, sources)
    if (!found) continue
    lines.push(...found)
    const text = found.map((line) => line.text).join("\n")
    for (const used of referencedNames(text)) if (!declaredNames(text).has(used) && !known.has(used)) queue.push(used)
  }
  return lines
}

const render = (lines: Line[]) => `${lines.map((line) => line.text).join("\n")}\n`

/** Imports of the packages `text` selects from that `imported` lacks: SDK packages and the running example's own. */
function missingImports(text: string, imported: Set<string>, known: Map<string, string>): string[] {
  return [...packageReferences(text).keys()].filter((name) => !imported.has(name) && known.has(name)).map((name) => `import ${JSON.stringify(known.get(name))}`)
}

/**
 * The module for `blocks` (the ```cue examples to vet) against the SDK generated from `resources`; `scopes` gives
 * the blocks each one may copy declarations from, nearest first.
 */
export function cueVetPackage(blocks: CodeBlock[], resources: Resource[], groups = 1, scopes?: Map<CodeBlock, { sources: CodeBlock[] }>): CueVetPackage {
  const sdk = cueSchemaPackages(resources)
  const files: Record<string, string> = { "cue.mod/module.cue": `module: ${JSON.stringify(SITE_MODULE)}\n` }
  for (const pkg of sdk) files[`cue.mod/pkg/${pkg.importPath}/${pkg.name}.cue`] = pkg.source
  const origins = new Map<string, Origin[]>()
  const vetted = new Map<CodeBlock, { as: VettedAs; place?: string }>()
  const definitions = new Map(
    sdk.map((pkg) => [
      pkg.importPath,
      new Set(cueDefinitions(resources).filter((entry) => entry.package === pkg.name).map((entry) => `#${entry.definition}`)),
    ]),
  )

  const sources: Source[] = blocks.map((block) => ({ block, declared: declaredNames(block.value), packageName: preamble(block.value).packageName }))
  const sourceOf = new Map(sources.map((source) => [source.block, source]))
  // Packages an example may select from by name: the SDK's, and the running example's own that examples import.
  const known = new Map(sdk.map((pkg) => [pkg.name, pkg.importPath]))
  const sitePackages = new Map<string, string>()
  for (const block of blocks) {
    for (const entry of preamble(block.value).imports) if (entry.path.startsWith(`${SITE_MODULE}/`)) sitePackages.set(entry.name, entry.path)
  }
  for (const [name, importPath] of sitePackages) known.set(name, importPath)

  // The running example's packages: the definitions examples select from them, declared as the site declares them.
  for (const [name, importPath] of sitePackages) {
    const wanted = new Set(blocks.flatMap((block) => [...(packageReferences(block.value).get(name) ?? [])]))
    const own = [...sources.filter((source) => source.packageName === name), ...sources.filter((source) => source.packageName !== name)]
    const lines = context(wanted, own)
    definitions.set(importPath, new Set([...wanted].filter((definition) => own.some((source) => source.declared.has(definition)))))
    const text = render(lines)
    const head = [`package ${name}`, ...missingImports(text, new Set(), known)]
    const file = `${importPath.slice(SITE_MODULE.length + 1)}/${name}.cue`
    files[file] = `${head.join("\n")}\n${text}`
    origins.set(file, [...head.map(() => ({ block: lines[0]?.origin.block ?? blocks[0] })), ...lines.map((line) => line.origin)])
  }

  blocks.forEach((block, index) => {
    const text = block.value.split("\n")
    const head = preamble(block.value)
    const body = text.slice(head.bodyStart).join("\n")
    const at = (line?: number): Origin => ({ block, ...(line !== undefined ? { line } : {}) })
    const out: Line[] = []
    if (head.packageName === undefined) out.push({ text: `package ${EXAMPLES_DIR}`, origin: at() })
    text
      .slice(0, head.bodyStart)
      .forEach((line, number) => out.push({ text: number === head.packageLine ? `package ${EXAMPLES_DIR}` : line, origin: at(number) }))

    // The same page first, nearest block first, then the rest of the project (or of the site).
    const page = sources.filter((source) => source.block.file === block.file && source.block !== block)
    const before = page.filter((source) => source.block.line < block.line).reverse()
    const scope = scopes?.get(block)
    const order = scope
      ? scope.sources.flatMap((other) => sourceOf.get(other) ?? [])
      : [...before, ...page.filter((source) => source.block.line > block.line), ...sources.filter((source) => source.block.file !== block.file)]
    const declared = declaredNames(body)
    const copied = context([...referencedNames(body)].filter((name) => !declared.has(name)), order, new Set(declared))

    const imported = new Set(head.imports.map((entry) => entry.name))
    // How the example is vetted: as written, as a list of values, or inside the definition it fits.
    let open = "{"
    let close = "}"
    const standsAlone = head.packageName !== undefined || head.imports.length > 0 || /#[A-Za-z]/.test(codeOnly(body))
    if (standsAlone) {
      const parsed = parseCue(body)
      if (parsed.entries.length === 0 && parsed.embeds.length > 0) [open, close] = ["[", "]"]
      vetted.set(block, { as: "definitions" })
    } else {
      const fragment = fragmentWrapper(body, resources)
      if (fragment) {
        open = fragment.open
        close = fragment.close
        vetted.set(block, { as: "fragment", place: fragment.place })
      } else vetted.set(block, { as: "plain" })
    }
    for (const line of missingImports(`${open}\n${body}\n${render(copied)}`, imported, known)) out.push({ text: line, origin: at() })
    out.push({ text: `b${index}: {`, origin: at() })
    out.push(...copied)
    out.push({ text: `v: ${open}`, origin: at() })
    text.slice(head.bodyStart).forEach((line, number) => out.push({ text: line, origin: at(head.bodyStart + number) }))
    out.push({ text: close, origin: at() }, { text: "}", origin: at() })
    const file = `${EXAMPLES_DIR}/${index % groups}/b${index}.cue`
    files[file] = render(out)
    origins.set(file, out.map((line) => line.origin))
  })
  const dirs = Array.from({ length: Math.min(groups, blocks.length) }, (_, group) => `${EXAMPLES_DIR}/${group}`)
  return { files, dirs, origins, vetted, definitions, packages: known }
}
