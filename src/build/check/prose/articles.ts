import type { SiteCheck } from "../siteCheck"
import { articleFor, type Article } from "./articleSounds"
import { schemaSourceText } from "./schemaSourceText"

// "a" or "an" before a name in prose: the article goes by how the name is said (articleSounds.ts).

/** "a" or "an" in prose before a name that takes the other one. */
export interface ArticleMistake {
  line: number
  /** As the page has it: a `Inventory`. */
  written: string
  /** As it should read: an `Inventory`. */
  expected: string
}

const FENCE = /^\s*(`{3,}|~{3,})/
// The article, then white space and maybe the start of emphasis or of a link, at the end of the prose before a name.
const BEFORE_CODE = /(?<![\p{L}\p{N}'’_-])(a|an|A|An)(\s+)([*_[]*)$/u
// A plain word after the article, for "a integer" and "an Product" in prose.
const BEFORE_WORD = /(?<![\p{L}\p{N}'’_./-])(a|an|A|An)(\s+)([A-Za-z][A-Za-z'’-]*)/gu
// Words that follow a letter "a" in prose ("a and b", "option A or B"): not an article.
const NOT_AFTER_ARTICLE = new Set([
  "and", "or", "of", "in", "is", "on", "at", "as", "if", "to", "an", "a", "it", "its", "vs", "versus", "nor", "via", "under", "over",
  "into", "onto", "inside", "outside", "after", "all", "among", "about", "above", "across", "against", "along", "are", "around", "up", "upon",
])

/** Fenced code blanked out, line breaks kept: its lines are not prose. */
function withoutFences(text: string): string {
  let fence: string | undefined
  return text
    .split("\n")
    .map((line) => {
      const marker = FENCE.exec(line)?.[1]
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
        return ""
      }
      if (marker) {
        fence = marker
        return ""
      }
      return line
    })
    .join("\n")
}

interface Segment {
  code: boolean
  value: string
  offset: number
}

/** Prose and code spans, in order; a code span closes before the next blank line or not at all. */
function segments(text: string): Segment[] {
  const found: Segment[] = []
  let from = 0
  const run = /`+/g
  for (let match = run.exec(text); match; match = run.exec(text)) {
    const paragraphEnd = text.slice(match.index).search(/\n[ \t>]*\n/)
    const limit = paragraphEnd === -1 ? text.length : match.index + paragraphEnd
    const closing = new RegExp(`(?<!\`)${match[0]}(?!\`)`, "g")
    closing.lastIndex = match.index + match[0].length
    const close = closing.exec(text)
    if (!close || close.index >= limit) continue
    found.push({ code: false, value: text.slice(from, match.index), offset: from })
    found.push({ code: true, value: text.slice(match.index, close.index + close[0].length), offset: match.index })
    from = close.index + close[0].length
    run.lastIndex = from
  }
  found.push({ code: false, value: text.slice(from), offset: from })
  return found
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length
const withArticle = (article: string, expected: Article) => (article[0] === "A" ? expected[0].toUpperCase() + expected.slice(1) : expected)

/**
 * Each "a" or "an" in the prose of an MDX or Markdown text (fenced code left out) that doesn't fit the name after
 * it: a code span ("a `Inventory`", "an `Product`") or a plain word ("a integer").
 */
export function findArticleMistakes(text: string): ArticleMistake[] {
  const prose = withoutFences(text)
  const parts = segments(prose)
  const mistakes: ArticleMistake[] = []
  const report = (offset: number, article: string, between: string, name: string, shown: string) => {
    const expected = articleFor(name)
    if (!expected || article.toLowerCase() === expected) return
    mistakes.push({ line: lineAt(prose, offset), written: `${article}${between}${shown}`, expected: `${withArticle(article, expected)}${between}${shown}` })
  }
  parts.forEach((part, index) => {
    if (part.code) {
      const before = BEFORE_CODE.exec(parts[index - 1].value)
      const name = part.value.replace(/^`+\s*|\s*`+$/g, "")
      if (before) report(parts[index - 1].offset + before.index, before[1], `${before[2]}${before[3]}`.replace(/\s+/g, " "), name, part.value)
      return
    }
    for (const match of part.value.matchAll(BEFORE_WORD)) {
      if (NOT_AFTER_ARTICLE.has(match[3].toLowerCase())) continue
      report(part.offset + match.index!, match[1], " ", match[3], match[3])
    }
  })
  return mistakes.sort((left, right) => left.line - right.line)
}

/** A page as the article check reads it. */
export interface ArticlePage {
  /** The file messages name (a generated page: "<source> (generated <route>)"). */
  file: string
  /** A hand-written page's whole file; a generated page's body. */
  source: string
  generated: boolean
  /** The schema source a generated page is made from, as its text. */
  schemaFile?: string
  title?: string | null
  description?: string | null
}

const message = (where: string, mistake: ArticleMistake) => `${where} write "${mistake.expected}", not "${mistake.written}"`

/**
 * Every "a" or "an" that doesn't fit the name after it, as "file:line message". A generated page's mistake is
 * named at its schema source's line when the source has the same words (strata.graphql:1847 for the description
 * of createInventory), else at the line of the generated page.
 */
export function checkArticles(pages: ArticlePage[], schemaText: (file: string) => string | undefined): string[] {
  const problems = new Set<string>()
  const inSources = new Map<string, ArticleMistake[]>()
  const sourceMistakes = (file: string) => {
    if (!inSources.has(file)) inSources.set(file, findArticleMistakes(schemaText(file) ?? ""))
    return inSources.get(file)!
  }
  for (const page of pages) {
    if (!page.generated) {
      for (const mistake of findArticleMistakes(page.source)) problems.add(message(`${page.file}:${mistake.line}`, mistake))
      continue
    }
    const front = [page.title, page.description].filter(Boolean).join("\n")
    const found = [
      ...findArticleMistakes(page.source).map((mistake) => ({ mistake, where: `${page.file}:${mistake.line}` })),
      ...findArticleMistakes(front).map((mistake) => ({ mistake, where: `${page.file} (front matter)` })),
    ]
    for (const { mistake, where } of found) {
      const atSource = page.schemaFile ? sourceMistakes(page.schemaFile).filter((known) => known.written === mistake.written) : []
      if (atSource.length === 0) problems.add(message(where, mistake))
      for (const known of atSource) problems.add(message(`${page.schemaFile}:${known.line}`, known))
    }
  }
  return [...problems]
}

/** "a" or "an" before a name that takes the other one, on every page (a generated page's at its schema source's line). */
export const articles: SiteCheck = {
  name: "articles",
  run: ({ site }) => ({
    problems: checkArticles(
      site.pages.map((page) => ({ ...page, schemaFile: page.generated ? page.editFile : undefined })),
      (file) => schemaSourceText(site.schemas?.texts, file),
    ),
  }),
}
