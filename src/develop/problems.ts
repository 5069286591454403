/**
 * A problem as the checks write it, "file[:line[:column]] message", read back into its parts: the terminal prints the
 * text, develop's overlay shows the parts (src/develop). A generated page's problem may name its page after the file,
 * "content/schema/x.yaml (generated /reference/y):41 message".
 */
export interface Problem {
  /** The file from the site root, or undefined for a problem of the whole site. */
  file?: string
  line?: number
  column?: number
  /** The generated page it was found on, when the file is a schema file. */
  generated?: string
  message: string
}

const PROBLEM = /^([^\s:]+\.[A-Za-z0-9]+)(?: \(generated (\/[^)\s]*)\))?(?::(\d+))?(?::(\d+))?:?\s+([\s\S]*)$/

export function parseProblem(text: string): Problem {
  const match = PROBLEM.exec(text.trim())
  if (!match) return { message: text.trim() }
  const [, file, generated, line, column, message] = match
  return {
    file,
    ...(line ? { line: Number(line) } : {}),
    ...(column ? { column: Number(column) } : {}),
    ...(generated ? { generated } : {}),
    message: message.trim(),
  }
}

/** "file:line:column", as far as known. */
export function positionOf({ file, line, column }: Problem): string {
  if (!file) return ""
  return [file, line, line !== undefined ? column : undefined].filter((part) => part !== undefined).join(":")
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The one line that ends every check run: `Content: 2 problems in 1 file` or `Content: all good (156 pages)`. */
export function verdict(problems: readonly Problem[], pages: number): string {
  if (problems.length === 0) return `Content: all good (${plural(pages, "page")})`
  const files = new Set(problems.map((problem) => problem.file ?? ""))
  return `Content: ${plural(problems.length, "problem")} in ${plural(files.size, "file")}`
}

/** The lines around a problem's line, for the overlay: `start` is the first line's number (1-based). */
export interface Excerpt {
  start: number
  lines: string[]
  /** The problem's line, 1-based. */
  line: number
}

export function excerptOf(text: string, line: number, around = 2): Excerpt | undefined {
  const lines = text.split("\n")
  if (line < 1 || line > lines.length) return undefined
  const start = Math.max(1, line - around)
  const end = Math.min(lines.length, line + around)
  return { start, lines: lines.slice(start - 1, end), line }
}
