import type { TreeNode } from "../treeTypes"

const textOf = (node: TreeNode): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join(""))

function headerCells(node: TreeNode): TreeNode[] {
  if (node.type === "element" && node.tagName === "th") return [node]
  return (node.children ?? []).flatMap(headerCells)
}

/** The name of the region a table scrolls in: what it is, that it scrolls, its columns and the section it is in. */
export function tableRegionLabel(headers: string[], section?: string): string {
  const columns = headers.map((header) => header.trim()).filter(Boolean)
  const named = columns.length ? `Scrollable table: ${columns.join(", ")}` : "Scrollable table"
  return section ? `${named} (${section.trim()})` : named
}

const isHeading = (node: TreeNode) =>
  (node.type === "element" && /^h[1-6]$/.test(node.tagName ?? "")) || (node as { name?: string }).name === "Heading"

/**
 * Gives each table of a compiled page the name of the region it scrolls in (`data-region-label`), made from its
 * column headings and the heading of its section, numbered when two would still share one (landmarks need names
 * unique on their page): the component map puts the table in a focusable region of that name.
 */
export function labelTableRegions(root: TreeNode): void {
  let section: string | undefined
  const used = new Map<string, number>()
  const walk = (node: TreeNode) => {
    if (isHeading(node)) {
      section = textOf(node)
      return
    }
    if (node.type === "element" && node.tagName === "table") {
      const label = tableRegionLabel(headerCells(node).map(textOf), section)
      const count = (used.get(label) ?? 0) + 1
      used.set(label, count)
      node.properties = { ...node.properties, dataRegionLabel: count > 1 ? `${label} ${count}` : label }
      return
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk(root)
}
