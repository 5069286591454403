import { Children, isValidElement, type ReactNode } from "react"

/** The plain text of rendered children, for accessible names. */
export function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === "string" || typeof child === "number") return String(child)
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children)
      return ""
    })
    .join("")
}
