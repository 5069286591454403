import { lineAt, sourceSpans, type SourceSpan } from "../../../reference/sourceSpans"
import { SCHEMA_FILES, type SchemaTexts } from "../../../reference/sources"
import type { SiteModel } from "../../kernel/siteModel"

// A generated reference page has no file a writer edits: its text comes from the strings of content/schema. A problem
// the checks find at a line of a generated page is named here at the line of the source string that wrote that
// line, "content/schema/resources.yaml:103", so the writer opens the file and line they fix.

/** A source the generated pages are made of: its file (from the site root), its text and its strings. */
interface Source {
  file: string
  text: string
  spans: SourceSpan[]
}

/** What of a generated page places its lines: its body and the schema file it is generated from. */
export interface GeneratedPage {
  body: string
  /** Its schema source (content/schema/strata.graphql): preferred when several sources hold the same words. */
  editFile: string
}

const WORD = /[\p{L}\p{N}_-]{3,}/gu
const wordsOf = (text: string) => new Set([...text.toLowerCase().matchAll(WORD)].map((match) => match[0]))

/** The share of `words` that `text` also has (0 to 1). */
function overlap(words: Set<string>, text: string): number {
  if (words.size === 0) return 0
  const other = wordsOf(text)
  let shared = 0
  for (const word of words) if (other.has(word)) shared++
  return shared / words.size
}

interface Found {
  source: Source
  span: SourceSpan
  score: number
}

/** The best of the spans that pass `keep`, by `score`; the page's own source first, then the first in the file. */
function best(sources: Source[], keep: (span: SourceSpan) => boolean, score: (span: SourceSpan) => number): Found | undefined {
  let found: Found | undefined
  for (const source of sources) {
    for (const span of source.spans) {
      if (!keep(span)) continue
      const value = score(span)
      if (!found || value > found.score) found = { source, span, score: value }
    }
  }
  return found
}

/** The file line of `needle` in the span's text as written, else of the span's line that shares most words with `text`. */
function lineIn({ source, span }: Found, text: string, needle?: string): number {
  const written = source.text.slice(span.start, span.end)
  const at = needle ? written.indexOf(needle) : -1
  if (at >= 0) return lineAt(source.text, span.start + at)
  const words = wordsOf(text)
  const lead = written.length - written.trimStart().length
  const lines = written.slice(lead).split("\n")
  let bestLine = 0
  let bestScore = 0
  lines.forEach((line, index) => {
    const score = overlap(words, line)
    if (score > bestScore) [bestLine, bestScore] = [index, score]
  })
  return lineAt(source.text, span.start + lead) + bestLine
}

/** A heading's words without Markdown: "## `createProduct`" → "createProduct". */
function headingText(line: string): string | undefined {
  const markdown = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
  const component = /^<Heading\b[^>]*>(.*?)<\/Heading>\s*$/.exec(line)
  const text = markdown?.[1] ?? component?.[1]
  return text?.replace(/[`*_]/g, "").trim()
}

/**
 * Where in the sources the line `line` of a generated page comes from: the source string that holds the link a
 * message names (`→ /guides/x`), else the one that holds the line's text, else the one that shares most of its words,
 * else the definition of the entry the line is under (its heading, such as the field `createProduct`).
 */
export function sourcePlace(page: GeneratedPage, line: number, message: string, sources: Source[]): { file: string; line: number } | undefined {
  const lines = page.body.split("\n")
  const text = lines[line - 1] ?? ""
  const ordered = [...sources.filter((source) => source.file === page.editFile), ...sources.filter((source) => source.file !== page.editFile)]
  const words = wordsOf(text)
  const place = (found: Found | undefined, needle?: string) => found && { file: found.source.file, line: lineIn(found, text, needle) }
  const needle = /^→ (\S+)/.exec(message)?.[1]
  if (needle) {
    const found = best(ordered, (span) => span.value.includes(needle), (span) => overlap(words, span.value))
    if (found) return place(found, needle)
  }
  const plain = text.trim()
  if (plain.length >= 12) {
    const found = best(ordered, (span) => span.value.includes(plain), (span) => -span.value.length)
    if (found) return place(found, plain)
  }
  if (words.size >= 3) {
    const found = best(ordered, () => true, (span) => overlap(words, span.value))
    if (found && found.score >= 0.6) return place(found)
  }
  for (let index = line - 2; index >= 0; index--) {
    const heading = headingText(lines[index])
    if (!heading) continue
    const found = best(ordered, (span) => span.value === heading, (span) => (span.definition ? 1 : 0))
    if (found) return place(found, heading)
  }
  return undefined
}

// "<source> (generated <route>):line[:column] message", as checks name a generated page's line.
const GENERATED_PLACE = /^(.+? \(generated \/[^)]*\)):(\d+)(?::\d+)? (.*)$/s

/**
 * A function that names each problem found at a generated page's line at its source's line instead; a problem it
 * can't place, and every other problem, stays as it is. The sources are read once, on the first problem to place.
 */
export function generatedPlaces(site: Pick<SiteModel, "pages"> & { schemas?: { texts: SchemaTexts } }): (problem: string) => string {
  const pages = new Map(site.pages.filter((page) => page.generated).map((page) => [page.file, page]))
  let sources: Source[] | undefined
  const read = (): Source[] => {
    const texts = site.schemas?.texts
    return texts ? (Object.keys(SCHEMA_FILES) as (keyof SchemaTexts)[]).map((kind) => ({ file: SCHEMA_FILES[kind], text: texts[kind], spans: sourceSpans(SCHEMA_FILES[kind], texts[kind]) })) : []
  }
  return (problem) => {
    const match = GENERATED_PLACE.exec(problem)
    const page = match && pages.get(match[1])
    if (!match || !page) return problem
    const place = sourcePlace(page, Number(match[2]), match[3], (sources ??= read()))
    return place ? `${place.file}:${place.line} ${match[3]}` : problem
  }
}
