import { render } from "@testing-library/react"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { toElementTree } from "../../src/mdx/elementTree"
import { renderTree } from "../../src/mdx/renderTree"

/** Renders MDX source exactly as a page does: compiled to a tree, then through the component map. */
export function renderMdx(source: string) {
  return render(<article>{renderTree(toElementTree(compileMdx(source, "test.mdx").tree))}</article>)
}
