import type { Root } from "mdast"
import remarkGfm from "remark-gfm"
import remarkMdx from "remark-mdx"
import remarkParse from "remark-parse"
import { unified } from "unified"

/**
 * Parses a page's MDX body into mdast; throws the parser's error (with line and column) when it is not MDX.
 * The compiler, the Markdown twin, the example checks and "Used in" all read a page through one of these, so
 * they see the same tree the page renders. The caller owns the tree it gets and may change it.
 */
export type MdxParse = (body: string) => Root

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

/** The parse itself, one tree per call. */
export const parseMdx: MdxParse = (body) => parser.parse(body) as Root
