import type { Text } from "mdast"
import { defaultHandlers, type Handle } from "mdast-util-to-markdown"

// Text is escaped wherever a character could start Markdown syntax. Two of those escapes guard against nothing a
// reader would see, yet a reader of the twin or of llms.txt sees the backslash itself (strata\_workspace):
// - `_` between two letters or digits can neither open nor close emphasis (CommonMark's flanking rules), so
//   strata_workspace stays text;
// - `@` is escaped only so that a GFM renderer doesn't turn grace@example.com into a mail link, which shows the
//   same characters.

const ESCAPE = /\\([!-/:-@[-`{-~])/g
// Before and after an escaped underscore: maybe more underscores, then a letter or digit.
const WORD_BEFORE = /[\p{L}\p{N}](?:\\_|_)*$/u
const WORD_AFTER = /^(?:\\_|_)*[\p{L}\p{N}]/u

/** `markdown` without the backslashes of an intraword `\_` and of `\@`; every other escape is kept. */
export function withoutNeedlessEscapes(markdown: string): string {
  return markdown.replace(ESCAPE, (escape, character: string, offset: number) => {
    if (character === "@") return "@"
    const intraword = WORD_BEFORE.test(markdown.slice(Math.max(0, offset - 80), offset)) && WORD_AFTER.test(markdown.slice(offset + 2, offset + 82))
    return character === "_" && intraword ? "_" : escape
  })
}

/** The text handler of mdast-util-to-markdown, without the needless escapes. */
export const plainText: Handle = (node: Text, parent, state, info) => withoutNeedlessEscapes(defaultHandlers.text(node, parent, state, info))
