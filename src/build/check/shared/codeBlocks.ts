import type { Code, Root } from "mdast"
import { visit } from "unist-util-visit"
import { parseCodeMeta } from "../../../mdx/code/codeMeta"
import { parseMdx, type MdxParse } from "../../../mdx/compiler/parseMdx"

/** A page as the example checks read it: its body and how many lines of front matter sit above it. */
export interface CheckedPage {
  file: string
  body: string
  lineOffset: number
}

/** One fenced block of a page: its language, its text, and the file line of its first line of code. */
export interface CodeBlock {
  file: string
  lang: string
  value: string
  /** File line of the block's first line of code (the line after the fence). */
  line: number
  /** Why the block is not checked, from `nocheck="…"` in its fence meta. */
  nocheck?: string
  /** The fence meta after the language, when there is one. */
  meta?: string
}

/** What one check found: its problems, how many blocks it read, and the blocks it was told to skip. */
export interface BlockCheck {
  problems: string[]
  /** Blocks checked. */
  checked: number
  /** Blocks skipped with nocheck, as "file:line reason". */
  skipped: string[]
}

/** The blocks of `lang` a check reads; those marked `nocheck` are listed in `result.skipped`, the rest counted in `result.checked`. */
export function blocksToCheck(blocks: CodeBlock[], lang: string, result: BlockCheck): CodeBlock[] {
  return blocks.filter((block) => {
    if (block.lang !== lang) return false
    if (block.nocheck !== undefined) {
      result.skipped.push(`${block.file}:${block.line} ${block.nocheck}`)
      return false
    }
    result.checked++
    return true
  })
}

/** Inline code of prose, with its file line. */
export interface InlineCode {
  file: string
  value: string
  line: number
}

/**
 * The fenced blocks and the inline code of a page, read with the compiler's parse, so the checks see exactly the
 * blocks the page renders (also inside CodeGroup); a page that doesn't parse has none (the compiler reports it).
 */
export function pageCode(page: CheckedPage, parse: MdxParse = parseMdx): { blocks: CodeBlock[]; inline: InlineCode[] } {
  let tree: Root
  try {
    tree = parse(page.body)
  } catch {
    return { blocks: [], inline: [] }
  }
  const blocks: CodeBlock[] = []
  const inline: InlineCode[] = []
  visit(tree, (node) => {
    const line = (node.position?.start.line ?? 1) + page.lineOffset
    if (node.type === "code") {
      const code = node as Code
      const { nocheck } = parseCodeMeta(code.meta)
      blocks.push({ file: page.file, lang: code.lang ?? "", value: code.value, line: line + 1, ...(nocheck !== undefined ? { nocheck } : {}), ...(code.meta ? { meta: code.meta } : {}) })
    } else if (node.type === "inlineCode") {
      inline.push({ file: page.file, value: node.value, line })
    }
  })
  return { blocks, inline }
}
