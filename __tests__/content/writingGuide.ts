import fs from "fs"
import path from "path"

// content/WRITING.md read as its tests need it: its top-level fenced blocks, its sections and the commands it gives.

export const ROOT = path.resolve(__dirname, "../..")
export const WRITING_FILE = "content/WRITING.md"

export interface FencedBlock {
  /** The fence's language (`bash`, `mdx`, `ts`…), "" when it has none. */
  lang: string
  meta: string
  body: string
  /** The lines of the opening and the closing fence, counted from 1. */
  line: number
  end: number
  /** The `##` and `###` headings the block stands under ("" where there is none). */
  h2: string
  h3: string
}

export interface Command {
  command: string
  line: number
}

export function readWriting(): string {
  return fs.readFileSync(path.join(ROOT, WRITING_FILE), "utf8")
}

/**
 * The top-level fenced blocks of a Markdown text. A fence closes only with as many backticks or more and no info
 * string (CommonMark), so a ```` ````mdx ```` example that shows a ```` ```bash ```` block inside is one mdx block.
 */
export function fencedBlocks(text: string): FencedBlock[] {
  const blocks: FencedBlock[] = []
  let open: { fence: string; lang: string; meta: string; line: number; body: string[] } | null = null
  let h2 = ""
  let h3 = ""
  text.split("\n").forEach((line, index) => {
    if (open) {
      const close = line.match(/^ {0,3}(`{3,})\s*$/)
      if (close && close[1].length >= open.fence.length) {
        blocks.push({ lang: open.lang, meta: open.meta, body: open.body.join("\n"), line: open.line, end: index + 1, h2, h3 })
        open = null
      } else open.body.push(line)
      return
    }
    const start = line.match(/^ {0,3}(`{3,})(\S*)\s*(.*)$/)
    if (start) {
      open = { fence: start[1], lang: start[2], meta: start[3], line: index + 1, body: [] }
      return
    }
    if (line.startsWith("## ")) [h2, h3] = [line.slice(3).trim(), ""]
    else if (line.startsWith("### ")) h3 = line.slice(4).trim()
  })
  return blocks
}

/** The text of a Markdown file with every fenced block's lines blanked (line numbers kept). */
export function proseOnly(text: string): string {
  const lines = text.split("\n")
  for (const block of fencedBlocks(text)) {
    for (let index = block.line - 1; index < block.end; index++) lines[index] = ""
  }
  return lines.join("\n")
}

/**
 * Every command the guide gives: each line of a ```bash block (its `# comment` dropped), and each inline code
 * span in prose that starts with npm, npx or node (the site's own runners; `cue vet`, `terraform plan` and the
 * like are the platform's tools a page describes, not commands a writer runs here).
 */
export function guideCommands(text: string): Command[] {
  const fromBlocks = fencedBlocks(text)
    .filter((block) => block.lang === "bash")
    .flatMap((block) =>
      block.body.split("\n").map((line, index) => ({ command: line.replace(/\s+#.*$/, "").trim(), line: block.line + 1 + index })),
    )
    .filter(({ command }) => command && !command.startsWith("#"))
  const fromProse = proseOnly(text)
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(/`((?:npm|npx|node) [^`]+)`/g)].map((match) => ({ command: match[1].trim(), line: index + 1 })),
    )
  return [...fromBlocks, ...fromProse]
}

/** The `###` sections of one `##` part: each heading with its text (prose and examples), in order. */
export function sectionsOf(text: string, part: string): { heading: string; text: string }[] {
  const lines = text.split("\n")
  const prose = proseOnly(text).split("\n")
  const sections: { heading: string; text: string[] }[] = []
  let inPart = false
  lines.forEach((line, index) => {
    const isHeading = prose[index] === line
    if (isHeading && line.startsWith("## ")) inPart = line.slice(3).trim() === part
    else if (inPart && isHeading && line.startsWith("### ")) sections.push({ heading: line.slice(4).trim(), text: [] })
    else if (inPart && sections.length > 0) sections[sections.length - 1].text.push(line)
  })
  return sections.map((section) => ({ heading: section.heading, text: section.text.join("\n") }))
}
