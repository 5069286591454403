import { css, type Theme, type ThemeUIStyleObject } from "@theme-ui/css"

// CSS properties whose numbers have no unit; any other number is pixels (theme-ui's and emotion's rule).
const UNITLESS = new Set([
  "animationIterationCount", "aspectRatio", "columnCount", "columns", "flex", "flexGrow", "flexShrink", "fontWeight",
  "gridArea", "gridColumn", "gridColumnEnd", "gridColumnStart", "gridRow", "gridRowEnd", "gridRowStart", "lineClamp",
  "lineHeight", "opacity", "order", "orphans", "tabSize", "widows", "zIndex", "zoom", "fillOpacity", "strokeOpacity", "strokeWidth", "scale",
])
// Properties Safari still reads only with its prefix: written both ways.
const WEBKIT_ALSO = new Set(["backdropFilter", "textSizeAdjust", "userSelect"])

type Declarations = Record<string, unknown>

const kebab = (property: string) => (property.startsWith("--") ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))

function declaration(property: string, value: unknown): string {
  const text = typeof value === "number" && value !== 0 && !UNITLESS.has(property) && !property.startsWith("--") ? `${value}px` : String(value)
  const line = `${kebab(property)}:${text}`
  return WEBKIT_ALSO.has(property) ? `-webkit-${line};${line}` : line
}

/** Splits a selector list on its top-level commas (not those inside :is(…), [attr="a,b"]…). */
export function splitSelectors(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote = ""
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const c = list[i]
    if (quote) {
      if (c === quote) quote = ""
    } else if (c === '"' || c === "'") quote = c
    else if (c === "(" || c === "[") depth++
    else if (c === ")" || c === "]") depth--
    else if (c === "," && depth === 0) {
      parts.push(list.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts.filter(Boolean)
}

/**
 * A nested selector under its parents, as emotion reads it: `&` stands for the parent, a selector starting
 * with `:` or `::` is the parent's own pseudo-class or element, anything else is a descendant.
 */
export function nestSelector(parents: string[], nested: string): string[] {
  return splitSelectors(nested).flatMap((part) =>
    parents.map((parent) => (part.includes("&") ? part.replace(/&/g, parent) : part.startsWith(":") ? parent + part : `${parent} ${part}`)),
  )
}

/** CSS text for one selector and a style object already resolved against the theme (nested rules and at-rules included). */
export function resolvedStyleToCss(selectors: string[], style: Declarations): string {
  const own: string[] = []
  const nested: string[] = []
  for (const [key, value] of Object.entries(style)) {
    if (value === undefined || value === null || value === false) continue
    if (typeof value === "object" && !Array.isArray(value)) {
      if (key.startsWith("@keyframes")) {
        // Frames (from, to, 50%…) are selectors of their own, never under the element's class (emotion hoists them alike).
        const frames = Object.entries(value as Record<string, Declarations>).map(([frame, declarations]) => resolvedStyleToCss([frame], declarations))
        nested.push(`${key}{${frames.join("")}}`)
      } else if (key.startsWith("@")) {
        const inner = resolvedStyleToCss(selectors, value as Declarations)
        if (inner) nested.push(`${key}{${inner}}`)
      } else nested.push(resolvedStyleToCss(nestSelector(selectors, key), value as Declarations))
    } else own.push(declaration(key, value))
  }
  const block = own.length > 0 ? `${selectors.join(",")}{${own.join(";")}}` : ""
  return [block, ...nested].filter(Boolean).join("\n")
}

/** CSS text for a theme-ui style object under `selector`: theme keys (space, colours, fonts, breakpoints…) resolved with `theme`. */
export function styleToCss(selector: string, style: ThemeUIStyleObject, theme: Theme): string {
  return resolvedStyleToCss(splitSelectors(selector), css(style)(theme) as Declarations)
}
