import fs from "fs"
import path from "path"
import { digestOf, kept, type JsonStore } from "../../kernel/pageStore"
import type { SitePage } from "../../kernel/siteModel"
import { requestSpelling, SPELL_CHECKER, stopSpellChecker, type SpellingIssue } from "../tools/spellChecker"
import type { CheckContext, SiteCheck } from "../siteCheck"
import { schemaSourceText } from "./schemaSourceText"
import { positionOf, spellingText } from "./spellingText"

// The spelling of the pages (prose, titles of cards and tabs, code comments), American English, by cspell with the
// project's dictionary: each unknown word is a problem at its file, line and column, like every other check's.

/** The spell check's settings and the project's words, from the site root. */
export const SPELLING_CONFIG = "content/cspell.config.yaml"
export const DICTIONARY = "content/dictionary.txt"

/** A text to spell-check and the file its problems name. */
export interface SpellingSource {
  /** The file messages name, from the site root. */
  file: string
  /** The text as the file has it: its lines and columns are the file's own. */
  source: string
}

/** A suggestion in the case of the word it replaces: "Recieving" → "Receiving", not "receiving". */
function inCaseOf(word: string, suggestion: string): string {
  if (word.length > 1 && word === word.toUpperCase()) return suggestion.toUpperCase()
  if (/^\p{Lu}/u.test(word)) return suggestion[0].toUpperCase() + suggestion.slice(1)
  return suggestion
}

/** What an unknown word is said as: where it is, the word, and the fix in the same line. */
export function spellingProblem(where: string, issue: Pick<SpellingIssue, "word" | "flagged" | "suggestion">): string {
  const suggestion = issue.suggestion ? inCaseOf(issue.word, issue.suggestion) : undefined
  const instead = suggestion && suggestion !== issue.word ? suggestion : undefined
  if (issue.flagged) {
    return `${where} "${issue.word}" is not the pages' spelling (American English, ${SPELLING_CONFIG})${instead ? `: write "${instead}"` : ""}`
  }
  const guess = instead ? ` (did you mean "${instead}"?)` : ""
  return `${where} Unknown word "${issue.word}"${guess} — fix it, or add it to ${DICTIONARY} if it is right`
}

/** The digest of what cspell reads besides the text: its settings and the project's dictionary. */
function settingsDigest(rootDir: string): string | undefined {
  const config = path.join(rootDir, SPELLING_CONFIG)
  if (!fs.existsSync(config)) return undefined
  const dictionary = path.join(rootDir, DICTIONARY)
  return digestOf(fs.readFileSync(config, "utf8"), fs.existsSync(dictionary) ? fs.readFileSync(dictionary, "utf8") : "")
}

// Each text's issues, by the digest of the settings and the text, for the life of the process: develop checks again
// only the pages a save changed.
const known = new Map<string, SpellingIssue[]>()
const KNOWN_LIMIT = 20_000

/** Spell-checking under way: the issues of each source, in their order, once cspell has answered. */
export type PendingSpelling = () => SpellingIssue[][]

/**
 * Starts the spell check of `sources` (of the site at `rootDir`): the texts neither the process nor `store` knows go
 * to cspell's worker at once; the wait returns every source's issues. A site without content/cspell.config.yaml
 * has none.
 */
export function startSpelling(rootDir: string, sources: SpellingSource[], store?: JsonStore<SpellingIssue[]>): PendingSpelling {
  const settings = settingsDigest(rootDir)
  if (!settings) return () => sources.map(() => [])
  const texts = sources.map((source) => spellingText(source.source))
  const keys = texts.map((text) => digestOf(settings, text))
  const stored = (key: string) => known.get(key) ?? store?.read(key)
  const missing = keys.flatMap((key, index) => (stored(key) === undefined ? [index] : []))
  const wait =
    missing.length === 0
      ? () => []
      : requestSpelling({
          configFile: path.join(rootDir, SPELLING_CONFIG),
          configDigest: settings,
          documents: missing.map((index) => ({ uri: path.resolve(rootDir, sources[index].file), text: texts[index] })),
        })
  return () => {
    const answers = wait()
    missing.forEach((index, position) => {
      const { issues, errors } = answers[position]
      if (errors.length > 0) throw new Error(`cspell could not check ${sources[index].file}: ${errors.join("; ")}`)
      if (known.size >= KNOWN_LIMIT) known.clear()
      known.set(keys[index], kept(store, keys[index], () => issues))
    })
    return keys.map((key) => stored(key) ?? [])
  }
}

/** "file:line:column message" for each issue of a source, at its place in the file. */
export function spellingProblems(source: SpellingSource, issues: SpellingIssue[]): string[] {
  return issues.map((issue) => {
    const { line, column } = positionOf(source.source, issue.offset)
    return spellingProblem(`${source.file}:${line}:${column}`, issue)
  })
}

/**
 * The spelling problems of texts outside a build (the test of content/*.md, the generated pages' test), with the
 * settings of the site at `rootDir`: "file:line:column message" each, in the order of the sources.
 */
export function checkSpelling(rootDir: string, sources: SpellingSource[]): string[] {
  const found = startSpelling(rootDir, sources)()
  return sources.flatMap((source, index) => spellingProblems(source, found[index]))
}

/** The first place `word` stands as a whole word in `text`, or undefined. */
function wordAt(text: string, word: string): { line: number; column: number } | undefined {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const match = new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, "u").exec(text)
  return match ? positionOf(text, match.index) : undefined
}

/** What a page's spelling is checked in: a hand-written page's whole file; a generated page's title, description and body. */
export function spellingSourceOf(page: Pick<SitePage, "file" | "generated" | "title" | "description" | "source">): SpellingSource {
  if (!page.generated) return { file: page.file, source: page.source }
  return { file: page.file, source: [page.title ?? "", page.description ?? "", page.source].join("\n") }
}

/**
 * The spelling problems of the pages: a hand-written page's at its file, line and column; a generated page's at the
 * line of its schema source that holds the word (the writer's file), else at the generated page.
 */
function siteSpelling(context: CheckContext): PendingSpelling & { sources: SpellingSource[] } {
  const sources = context.site.pages.map(spellingSourceOf)
  return Object.assign(startSpelling(context.site.rootDir, sources, context.stores.spelling), { sources })
}

function pendingSpelling(context: CheckContext) {
  return context.once("spelling", () => siteSpelling(context))
}

/** Every page's spelling, by cspell and content/dictionary.txt; it starts before the other checks and runs beside them. */
export const spelling: SiteCheck = {
  name: "spelling",
  tools: { files: [...SPELL_CHECKER.files, SPELLING_CONFIG, DICTIONARY], packages: SPELL_CHECKER.packages },
  start: (context) => void pendingSpelling(context),
  run: (context) => {
    const pending = pendingSpelling(context)
    let found: SpellingIssue[][]
    try {
      found = pending()
    } finally {
      // A build checks once: the worker's memory goes back. Develop keeps it, with its dictionaries, for the next save.
      if (process.env.gatsby_executing_command !== "develop") stopSpellChecker()
    }
    const problems = new Set<string>()
    context.site.pages.forEach((page, index) => {
      const source = pending.sources[index]
      if (!page.generated) {
        spellingProblems(source, found[index]).forEach((problem) => problems.add(problem))
        return
      }
      const schema = schemaSourceText(context.site.schemas?.texts, page.editFile)
      for (const issue of found[index]) {
        const at = schema === undefined ? undefined : wordAt(schema, issue.word)
        problems.add(spellingProblem(at ? `${page.editFile}:${at.line}:${at.column}` : page.file, issue))
      }
    })
    return { problems: [...problems] }
  },
}
