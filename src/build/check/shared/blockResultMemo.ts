import { digestOf } from "../../kernel/pageStore"
import type { CodeBlock } from "./codeBlocks"

/**
 * The last result of a check over code blocks, reused while the blocks' text is unchanged: `gatsby develop` checks
 * again on every save, and a prose edit moves the blocks below it without changing them. The result's positions
 * ("file:line" inside a block) are kept relative to their block and placed at the blocks' new lines when reused.
 * One memo per check, for the life of the process.
 */
export function blockResultMemo<R>() {
  let last: { key: string; text: string } | undefined
  return (blocks: CodeBlock[], inputs: string[], run: () => R): R => {
    const key = digestOf(JSON.stringify(blocks.map((block) => [block.file, block.lang, block.value, block.meta ?? "", block.nocheck ?? ""])), ...inputs)
    if (last?.key === key) return JSON.parse(placed(last.text, blocks)) as R
    const result = run()
    last = { key, text: relative(JSON.stringify(result), blocks) }
    return result
  }
}

const MARK = "\u0001"

/** The line span of each block: from its fence (a line above its code) to its closing fence. */
const spanOf = (block: CodeBlock) => ({ first: block.line - 1, last: block.line + block.value.split("\n").length })

/** Every "file:line" inside a block as MARK index+offset MARK. */
export function relative(text: string, blocks: CodeBlock[]): string {
  const byFile = new Map<string, number[]>()
  blocks.forEach((block, index) => byFile.set(block.file, [...(byFile.get(block.file) ?? []), index]))
  return text.replace(/([\w./@-]+\.\w+):(\d+)/g, (whole, file: string, digits: string) => {
    const line = Number(digits)
    const index = byFile.get(file)?.find((candidate) => {
      const span = spanOf(blocks[candidate])
      return line >= span.first && line <= span.last
    })
    return index === undefined ? whole : `${MARK}${index}+${line - blocks[index].line}${MARK}`
  })
}

/** The positions back as "file:line", at the blocks' current lines. */
export function placed(text: string, blocks: CodeBlock[]): string {
  return text.replace(new RegExp(`${MARK}(\\d+)\\+(-?\\d+)${MARK}`, "g"), (_whole, index: string, offset: string) => {
    const block = blocks[Number(index)]
    return `${block.file}:${block.line + Number(offset)}`
  })
}
