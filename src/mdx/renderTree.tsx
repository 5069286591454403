import { toJsxRuntime } from "hast-util-to-jsx-runtime"
import type { ReactElement } from "react"
import { Fragment, jsx, jsxs } from "react/jsx-runtime"
import type { TreeNode } from "./compiler/types"
import { componentMap } from "./componentMap"

type HastRoot = Parameters<typeof toJsxRuntime>[0]

/** Renders a compiled page tree with the component map. */
export function renderTree(tree: TreeNode): ReactElement {
  return toJsxRuntime(tree as unknown as HastRoot, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: componentMap as never,
    passKeys: true,
  }) as ReactElement
}
