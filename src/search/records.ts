import type { TreeNode } from "../mdx/compiler/types"

/** One searchable section of a page: its intro, or one h2/h3 with the text up to the next heading. */
export interface SearchRecord {
  /** Stable: the route plus the anchor ("/guides/pipeline#steps"; the intro is the route alone). */
  objectID: string
  /** The section's heading, or the page title for the intro. */
  header: string
  /** Plain text of the section, without code, cut to a length that keeps the index small. */
  content: string
  /** The page's route. */
  slug: string
  /** Where the hit leads: route + #anchor. */
  url: string
  title: string
  /** Page title, then the h2 above (for an h3), then the section's own heading. */
  hierarchy: string[]
}

export interface PageForSearch {
  route: string
  title: string
  description?: string
  tree: TreeNode
}

/** How much of a section's text is kept: enough for matching and a 20-word snippet, within the 80 KB (gzip) index budget. */
export const RECORD_CONTENT_CHARS = 200

const SKIPPED = new Set(["pre", "CodeGroup"])

function headingOf(node: TreeNode): { level: 2 | 3; id: string } | undefined {
  if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
    return { level: node.tagName === "h2" ? 2 : 3, id: String(node.properties?.id ?? "") }
  }
  if (node.name === "Heading") {
    const attribute = (name: string) => node.attributes?.find((a) => a.name === name)?.value ?? ""
    return { level: attribute("level") === "3" ? 3 : 2, id: attribute("id") }
  }
  return undefined
}

function textOf(node: TreeNode): string {
  if (node.type === "text") return node.value ?? ""
  if (node.tagName && SKIPPED.has(node.tagName)) return " "
  if (node.name && SKIPPED.has(node.name)) return " "
  // A property's name is searchable text too ("--workspace-id").
  const name = node.name === "Property" ? `${node.attributes?.find((a) => a.name === "name")?.value ?? ""} ` : ""
  const inner = (node.children ?? []).map(textOf).join("")
  const block = node.type === "element" && /^(p|li|h[1-6]|td|th|dt|dd|blockquote)$/.test(node.tagName ?? "")
  return name + (block || node.name ? ` ${inner} ` : inner)
}

/** Collapses whitespace and cuts at a word boundary. */
export function clip(text: string, max = RECORD_CONTENT_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.8))}…`
}

/** The records of one page: its intro (the description when the intro is empty), then one per h2/h3. */
export function pageRecords(page: PageForSearch): SearchRecord[] {
  const sections: { level: 1 | 2 | 3; id: string; header: string; parts: string[] }[] = [{ level: 1, id: "", header: page.title, parts: [] }]
  const walk = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      const heading = headingOf(node)
      if (heading) {
        sections.push({ level: heading.level, id: heading.id, header: clip(textOf(node).replace(/#$/, ""), 200), parts: [] })
      } else if (node.type === "root" || (node.name && !SKIPPED.has(node.name) && node.children?.some((child) => headingOf(child)))) {
        walk(node.children ?? [])
      } else {
        sections[sections.length - 1].parts.push(textOf(node))
      }
    }
  }
  walk(page.tree.children ?? [])
  let h2 = ""
  return sections.flatMap((section) => {
    if (section.level === 2) h2 = section.header
    const content = clip(section.parts.join(" ")) || (section.level === 1 ? clip(page.description ?? "") : "")
    if (section.level !== 1 && !section.id) return []
    const url = section.id ? `${page.route}#${section.id}` : page.route
    const hierarchy = section.level === 1 ? [page.title] : section.level === 3 && h2 ? [page.title, h2, section.header] : [page.title, section.header]
    return [{ objectID: url, header: section.header, content, slug: page.route, url, title: page.title, hierarchy }]
  })
}
