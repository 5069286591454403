import { toJsxRuntime } from "hast-util-to-jsx-runtime"
import type { ReactElement } from "react"
import { Fragment, jsx, jsxs } from "react/jsx-runtime"
import type { TreeNode } from "./compiler/types"
import { componentMap } from "./componentMap"

type Options = Parameters<typeof toJsxRuntime>[1]
type HastRoot = Parameters<typeof toJsxRuntime>[0]

// MDX element names (Callout, CodeGroup…) reach the runtime as identifiers. The only thing an identifier may
// evaluate to is a component of the map: props are literal strings, so there is no other expression to run.
const evaluater = {
  evaluateExpression(expression: { type: string; name?: string }) {
    const component = expression.type === "Identifier" && expression.name ? componentMap[expression.name as keyof typeof componentMap] : undefined
    if (!component) throw new Error(`No component for ${expression.name ?? expression.type}`)
    return component
  },
  evaluateProgram() {
    throw new Error("Pages hold no programs")
  },
}

/** Renders a compiled page tree with the component map. */
export function renderTree(tree: TreeNode): ReactElement {
  return toJsxRuntime(tree as unknown as HastRoot, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: componentMap as never,
    createEvaluater: (() => evaluater) as unknown as Options["createEvaluater"],
    passKeys: true,
  }) as ReactElement
}
