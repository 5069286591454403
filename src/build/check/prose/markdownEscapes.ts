// The Markdown twins (/<route>.md), /llms.txt and /llms-full.txt are read as text by people and by models, who
// see a backslash escape literally: `grace\@example.com`, `strata\_workspace`. A name in a code span needs none.

/** One backslash escape in the text of a Markdown file, outside code. */
export interface MarkdownEscape {
  line: number
  column: number
  /** The escape as written, such as `\_`. */
  escape: string
  /** The word it stands in, without escapes (`strata_workspace`): what a writer looks for in the source. */
  word: string
  /** Where that word starts in the file: two escapes of one word share it. */
  wordOffset: number
}

// An ASCII punctuation character after a backslash is an escape (CommonMark 2.4), outside code.
const ESCAPE = /\\[!-/:-@[-`{-~]/g
// A word ends at white space and at what usually stands around a name in prose.
const WORD_BOUNDARY = /[\s()[\]<>{}"'|]/

/** `text` without its backslash escapes. */
export const unescapeMarkdown = (text: string): string => text.replace(ESCAPE, (escape) => escape[1])

const PUNCTUATION = /[!-/:-@[-`{-~]/

/** The word around the escape at `offset`: escaped characters belong to it, whatever they are. */
function wordAround(markdown: string, offset: number): { word: string; wordOffset: number } {
  let start = offset
  let end = offset + 2
  for (;;) {
    if (start >= 2 && markdown[start - 2] === "\\" && PUNCTUATION.test(markdown[start - 1])) start -= 2
    else if (start > 0 && !WORD_BOUNDARY.test(markdown[start - 1])) start--
    else break
  }
  for (;;) {
    if (markdown[end] === "\\" && PUNCTUATION.test(markdown[end + 1] ?? "")) end += 2
    else if (end < markdown.length && !WORD_BOUNDARY.test(markdown[end])) end++
    else break
  }
  return { word: unescapeMarkdown(markdown.slice(start, end)).replace(/[.,:;!?]+$/, ""), wordOffset: start }
}

// A fence opens or closes code at the container's indentation, in a list item or a block quote too.
const FENCE_LINE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})/

/**
 * Every backslash escape in `markdown` outside code spans and fenced code, in order. The Markdown the build
 * writes (mdast-util-to-markdown: fenced code only, no HTML) is read in one pass: a parser takes seconds for
 * llms-full.txt, this a few milliseconds.
 */
export function findMarkdownEscapes(markdown: string): MarkdownEscape[] {
  if (!markdown.includes("\\")) return []
  const found: MarkdownEscape[] = []
  let fence: string | undefined
  let offset = 0
  markdown.split("\n").forEach((line, index) => {
    const lineStart = offset
    offset += line.length + 1
    const match = FENCE_LINE.exec(line)
    const marker = match?.[1]
    const after = match ? line.slice(match[0].length) : ""
    if (fence) {
      // A closing fence is at least as long as the opening one, of the same character, with nothing after it.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && after.trim() === "") fence = undefined
      return
    }
    // A backtick fence's info string has no backtick (else the line is a code span).
    if (marker && !(marker[0] === "`" && after.includes("`"))) {
      fence = marker
      return
    }
    for (let column = 0; column < line.length; column++) {
      const character = line[column]
      if (character === "\\" && PUNCTUATION.test(line[column + 1] ?? "")) {
        found.push({ line: index + 1, column: column + 1, escape: line.slice(column, column + 2), ...wordAround(markdown, lineStart + column) })
        column++
      } else if (character === "`") {
        // A code span: a run of backticks up to the next run of the same length on the line; none, and the run is text.
        const run = /^`+/.exec(line.slice(column))![0]
        const close = new RegExp(`(?<!\`)${run}(?!\`)`).exec(line.slice(column + run.length))
        column += run.length - 1 + (close ? close.index + run.length : 0)
      }
    }
  })
  return found
}

/** A text a Markdown file's words come from (an .mdx file, a schema source), to name the line a writer fixes. */
export interface WordSource {
  file: string
  text: string
}

// Fenced code and code spans hold no prose: a name there is already where it belongs.
const FENCE = /^\s*(`{3,}|~{3,})/
const CODE_SPAN = /(`+)[^`]*?\1/g

/**
 * The line of `text` where `word` stands in prose for the `nth` time (0 is the first), outside fenced code and
 * code spans, read without its own escapes (a writer's `\_`); the last such line when there are fewer.
 */
export function sourceLineOf(text: string, word: string, nth = 0): number | undefined {
  const lines: number[] = []
  let fence: string | undefined
  text.split("\n").forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1]
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
      return
    }
    if (marker) {
      fence = marker
      return
    }
    const prose = unescapeMarkdown(line.replace(CODE_SPAN, (span) => " ".repeat(span.length)))
    for (let at = prose.indexOf(word); at !== -1; at = prose.indexOf(word, at + word.length)) lines.push(index + 1)
  })
  return lines.length ? lines[Math.min(nth, lines.length - 1)] : undefined
}

/**
 * Every backslash escape of one Markdown file, as "path:line:column message". `sourceOf` says where the words of
 * a line of it come from, when that is known; the message then names that file's line too.
 */
export function checkMarkdownEscapes(path: string, markdown: string, sourceOf: (line: number) => WordSource | undefined = () => undefined): string[] {
  // The nth time a word is escaped in the file is, most likely, the nth time it stands in prose in its source.
  const seen = new Map<string, Set<number>>()
  return findMarkdownEscapes(markdown).map((escape) => {
    const source = sourceOf(escape.line)
    const key = `${source?.file}\0${escape.word}`
    const words = seen.get(key) ?? new Set<number>()
    seen.set(key, words.add(escape.wordOffset))
    const nth = words.size - 1
    const line = source && escape.word.length > 1 ? sourceLineOf(source.text, escape.word, nth) : undefined
    const from = source ? ` (from ${source.file}${line ? `:${line}` : ""})` : ""
    return `${path}:${escape.line}:${escape.column} ${escape.escape} in "${escape.word}": readers of the Markdown see the backslash${from}; put ` +
      `the name in a code span, where nothing needs escaping`
  })
}
