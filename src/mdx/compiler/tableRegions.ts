interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

const textOf = (node: HastNode): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join(""))

function headerCells(node: HastNode): HastNode[] {
  if (node.type === "element" && node.tagName === "th") return [node]
  return (node.children ?? []).flatMap(headerCells)
}

/** The name of the region a table scrolls in: what it is, that it scrolls, and its columns. */
export function tableRegionLabel(headers: string[]): string {
  const columns = headers.map((header) => header.trim()).filter(Boolean)
  return columns.length ? `Scrollable table: ${columns.join(", ")}` : "Scrollable table"
}

/**
 * Gives each table of a compiled page the name of the region it scrolls in (`data-region-label`), made from its
 * column headings: the component map puts the table in a focusable region of that name.
 */
export function labelTableRegions(node: HastNode): void {
  if (node.type === "element" && node.tagName === "table") {
    node.properties = { ...node.properties, dataRegionLabel: tableRegionLabel(headerCells(node).map(textOf)) }
    return
  }
  for (const child of node.children ?? []) labelTableRegions(child)
}
