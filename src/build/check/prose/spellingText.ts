// What the spell check reads of a page: its prose and its code comments, every other character a space, so a
// word's offset in this text is its offset in the file (line and column stay the file's own).

// Languages whose comments start with #, with //, or with either (HCL). Others (json, text, http) have none.
const HASH_COMMENTS = new Set(["bash", "sh", "shell", "yaml", "yml", "graphql", "gql", "hcl", "toml", "python", "dockerfile"])
const SLASH_COMMENTS = new Set(["ts", "tsx", "js", "jsx", "mjs", "cue", "hcl", "css", "go"])

const blank = (text: string) => text.replace(/[^\n]/g, " ")

/** The comment part of one code line (from the marker to the end, after spaces in place of the code), or "" when the line has none. */
export function commentOf(line: string, language: string): string {
  const markers: RegExp[] = []
  if (HASH_COMMENTS.has(language)) markers.push(/(^|\s)#(?![!{])/)
  if (SLASH_COMMENTS.has(language)) markers.push(/(^|\s)\/\//, /(^|\s)\/\*/)
  let start = -1
  for (const marker of markers) {
    const match = marker.exec(line)
    if (match && (start < 0 || match.index < start)) start = match.index + match[1].length
  }
  return start < 0 ? "" : " ".repeat(start) + line.slice(start)
}

function proseLine(line: string): string {
  return line
    .replace(/`[^`]*`/g, blank)
    .replace(/\]\([^)\s]*\)/g, (match) => "]" + blank(match.slice(1)))
    .replace(/<\/?[A-Z][^>]*>/g, (tag) =>
      tag.replace(/(title|label)="([^"]*)"|[^]/g, (part, name?: string, value?: string) => (name ? blank(`${name}="`) + value + " " : blank(part))),
    )
    .replace(/\b(?:https?|mailto):[^\s)>\]]*/g, blank)
    .replace(/\bwww\.[^\s)>\]]*/g, blank)
}

/**
 * The text cspell reads from a page, same length and same line breaks as the source, so positions stay true:
 * prose, front matter values and code comments stay; code, inline code, URLs, link targets and component tags
 * (except their title and label values) become spaces.
 */
export function spellingText(source: string): string {
  const out: string[] = []
  let fence: { marker: string; language: string } | null = null
  for (const line of source.split("\n")) {
    const opening = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(line)
    if (fence) {
      if (opening && opening[2].startsWith(fence.marker) && line.trim() === opening[2]) {
        fence = null
        out.push(blank(line))
      } else {
        out.push(commentOf(line, fence.language).padEnd(line.length, " "))
      }
      continue
    }
    if (opening) {
      fence = { marker: opening[2], language: opening[3].toLowerCase() }
      out.push(blank(line))
      continue
    }
    out.push(proseLine(line))
  }
  return out.join("\n")
}

/** The 1-based line and column of `offset` in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) {
    line++
    lineStart = index + 1
  }
  return { line, column: offset - lineStart + 1 }
}
