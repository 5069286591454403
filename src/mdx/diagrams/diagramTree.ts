import { fromHtml } from "hast-util-from-html"
import { treeElement, treeText, type TreeNode } from "../treeTypes"
import { diagramScale } from "./diagramSize"

// A drawn diagram as the page's tree holds it: the SVG made fit for the site's strict policy and both themes.
//  - No `<style>` element and no `style` attribute (the policy refuses both, and the library's style imports a web
//    font): the colours are CSS variables (`fill="var(--_node-fill)"`) that the article's styles define from the
//    theme's tokens, so the dark theme recolours the same SVG, with no second drawing and no flash.
//  - Ids prefixed per diagram, so two diagrams' arrowheads never share one.
//  - `role="img"`, a `<title>` and a `<desc>`; a viewBox with the width and height, so the page reserves its
//    place before it is drawn; in a figure with its caption, inside a region that scrolls when it is too wide.
//  - The width and height those at which its smallest text is 13 px (diagramSize.ts): the page shows it at that size.
//  - The library's classes and data attributes dropped and its coordinates rounded to 0.1 px: a diagram is text in the page.


const element = treeElement
const text = treeText

const round = (value: string) => value.replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 10) / 10))

function clean(node: TreeNode, prefix: string): TreeNode | undefined {
  if (node.type === "comment") return undefined
  if (node.type === "text") return /^\s*$/.test(node.value ?? "") ? undefined : node
  if (node.type !== "element") return node
  if (node.tagName === "style" || node.tagName === "script") return undefined
  const properties: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    // The library's classes belonged to its dropped style sheet: a class with no rule is noise in the page.
    if (key === "style" || key === "className" || /^data[A-Z]/.test(key)) continue
    if (key === "id") properties.id = `${prefix}-${value}`
    else if (typeof value === "string") properties[key] = round(value.replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`))
    else properties[key] = value
  }
  const children = (node.children ?? []).map((child) => clean(child, prefix)).filter((child): child is TreeNode => child !== undefined)
  return { ...node, properties, children }
}

/** The smallest font size the drawing's text is set in, in its own units (undefined when it sets none). */
export function smallestFont(node: TreeNode): number | undefined {
  const own = Number(node.properties?.fontSize)
  const sizes = [own, ...(node.children ?? []).map(smallestFont)].filter((size): size is number => size !== undefined && Number.isFinite(size) && size > 0)
  return sizes.length > 0 ? Math.min(...sizes) : undefined
}

export interface DiagramText {
  /** The figure's caption and the SVG's accessible name. */
  title: string
  /** What the diagram shows, in words: the SVG's description. */
  desc: string
  /** Unique on its page: prefixes the SVG's ids. */
  id: string
}

/** The SVG text a renderer made, as the figure the page shows. Throws when the text holds no `<svg>`. */
export function diagramFigure(svgText: string, { title, desc, id }: DiagramText): TreeNode {
  const parsed = fromHtml(svgText, { fragment: true, space: "svg" }) as unknown as TreeNode
  const svg = (parsed.children ?? []).find((child) => child.type === "element" && child.tagName === "svg")
  if (!svg) throw new Error("the renderer returned no <svg>")
  const cleaned = clean(svg, id)!
  const scale = diagramScale(smallestFont(cleaned))
  const width = Math.round(Number(cleaned.properties?.width ?? 0) * scale)
  const height = Math.round(Number(cleaned.properties?.height ?? 0) * scale)
  const titleId = `${id}-title`
  const descId = `${id}-desc`
  const drawing = element(
    "svg",
    {
      ...cleaned.properties,
      width,
      height,
      role: "img",
      ariaLabelledBy: titleId,
      ariaDescribedBy: descId,
    },
    [element("title", { id: titleId }, [text(title)]), element("desc", { id: descId }, [text(desc)]), ...(cleaned.children ?? [])],
  )
  return element("figure", { dataDiagram: "" }, [
    // A named section is a region landmark: a diagram wider than a phone's column scrolls in it, by keyboard too.
    element("section", { ariaLabel: `Diagram: ${title}`, tabIndex: 0 }, [drawing]),
    element("figcaption", {}, [text(title)]),
  ])
}
