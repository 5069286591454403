/** A heading of a page, for its contents list and its anchors. */
export interface PageHeading {
  id: string
  text: string
  depth: 2 | 3
}

/** An internal or external link found in a page, with its line in the source file. */
export interface PageLink {
  href: string
  line: number
}

/** A position-free node of the compiled tree (hast plus MDX JSX elements with literal props). */
export interface TreeNode {
  type: string
  tagName?: string
  name?: string | null
  value?: string
  properties?: Record<string, unknown>
  attributes?: { type: "mdxJsxAttribute"; name: string; value: string | null }[]
  children?: TreeNode[]
}

/** An element of the compiled tree, as the compiler's own steps make them (code layout, diagrams). */
export const treeElement = (tagName: string, properties: Record<string, unknown>, children: TreeNode[]): TreeNode => ({ type: "element", tagName, properties, children })

/** A text node of the compiled tree. */
export const treeText = (value: string): TreeNode => ({ type: "text", value })

export interface CompiledPage {
  tree: TreeNode
  /** The h2/h3, for the contents list. */
  headings: PageHeading[]
  /** Every heading id on the page: the anchors other pages may link to. */
  anchors: string[]
  links: PageLink[]
}

/** A problem in a page's source, with where it is and what to write instead. */
export interface SourceProblem {
  line: number
  column?: number
  message: string
}

export class MdxCompileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: SourceProblem[],
  ) {
    super(problems.map((p) => `${file}:${p.line}${p.column ? `:${p.column}` : ""} ${p.message}`).join("\n"))
    this.name = "MdxCompileError"
  }
}
