import type { MdxParse } from "../../mdx/compiler/parseMdx"
import type { ParsedSchemas } from "../../reference/sources"
import type { JsonStore } from "../kernel/pageStore"
import type { SiteModel } from "../kernel/siteModel"
import type { CodeBlock } from "./shared/codeBlocks"
import type { HclParses } from "./tools/hclDocument"
import type { RunReport } from "./runs/runContexts"
import type { SpellingIssue } from "./tools/spellChecker"
import type { ExplorerPlans } from "../../explorer/explorerFiles"

// A content check is one module exporting a SiteCheck, listed once in registry.ts. It reads the site through the
// context and returns what it found; what several checks read (the pages' code blocks, the parse of the Terraform
// blocks) is made once by the context for all of them, so no check reads another check's result.

/** What one check found. */
export interface CheckResult {
  /** "file[:line[:column]] message": each fails the build. */
  problems: string[]
  /** "file:line message": allowed, but should change (a deprecated field in an example, a change that forces replacement). */
  warnings?: string[]
  /** What the check covered, for the build log: lines of their own, or the clauses it adds to its `line`. */
  summary?: string[]
  /** What the runs leave for the explorer to replay in a reader's browser (the workspace model's runs only). */
  explorer?: ExplorerPlans
}

export type { ExplorerPlans }

/** What a check runs or reads outside the build's own code and the site model: files (from the site root: runners, a dictionary) and npm packages. */
export interface CheckTools {
  files?: string[]
  packages?: string[]
}

export interface SiteCheck {
  /** What it checks, in a few words ("graphql blocks"), unique in the registry. */
  name: string
  /** The build log line its summary adds clauses to ("Examples": one line "Examples: a, b, …"), instead of lines of its own. */
  line?: string
  /** The parsers it starts in child processes or workers, and the files they read: the check stage runs again when one of them changes. */
  tools?: CheckTools
  /**
   * Starts, before any check runs, work that goes on beside them (a worker thread reading the pages): `run` then
   * waits for it. Most checks have none.
   */
  start?(context: CheckContext): void
  run(context: CheckContext): CheckResult
}

/** The stores in .cache the checks keep between builds, each keyed by what its values are made from. */
export interface CheckStores {
  /** Each page's fenced blocks. */
  codeBlocks?: JsonStore<CodeBlock[]>
  /** Each page's Markdown twin (the emitted files are written from it). */
  twins?: JsonStore<string>
  /** Each context's report of the workspace model's runs. */
  exampleRuns?: JsonStore<RunReport>
  /** The words cspell does not know in each page's text, by the text and the spelling settings. */
  spelling?: JsonStore<SpellingIssue[]>
}

/** The code blocks of the site's pages, each list in page order. */
export interface SiteCodeBlocks {
  /** Of the hand-written pages (content/docs). */
  written: CodeBlock[]
  /** Of the reference pages generated from content/schema. */
  generated: CodeBlock[]
}

/** What every check reads: the site, the stores, the shared parse, and the values several checks need, each made once per run. */
export interface CheckContext {
  site: SiteModel
  stores: CheckStores
  /** The build's one parse of each body (src/build/compile/sharedParse); without it, each reader parses. */
  parse?: MdxParse
  /** A value several checks share: made by the first that asks, then kept for the rest of the run. */
  once<T>(key: string, make: () => T): T
  /** Every fenced block of the pages. */
  codeBlocks(): SiteCodeBlocks
  /** HashiCorp's parse of every Terraform block (hand-written, and the generated pages' hcl), in one child process. */
  hclParses(): HclParses
}

/** A check that reads content/schema: a site without it (the synthetic sites of tests and benchmarks) has nothing for it to check. */
export function withSchemas(run: (context: CheckContext, schemas: ParsedSchemas) => CheckResult): SiteCheck["run"] {
  return (context) => (context.site.schemas ? run(context, context.site.schemas) : { problems: [] })
}
