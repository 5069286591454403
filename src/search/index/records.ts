import type { TreeNode } from "../../mdx/treeTypes"
import type { SearchRecord } from "../shared/searchRecord"

export type { SearchRecord }

export interface PageForSearch {
  route: string
  title: string
  description?: string
  tree: TreeNode
  /** The page's `searchWeight` (front matter), given to each of its records; 1 when absent. */
  weight?: number
}

const CODE_TAGS = new Set(["pre"])
const BLOCK_TAGS = /^(p|li|h[1-6]|td|th|dt|dd|blockquote|tr)$/

function headingOf(node: TreeNode): { level: 2 | 3; id: string } | undefined {
  if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
    return { level: node.tagName === "h2" ? 2 : 3, id: String(node.properties?.id ?? "") }
  }
  if (node.name === "Heading") {
    const attribute = (name: string) => node.attributes?.find((a) => a.name === name)?.value ?? ""
    // A part of an entry (an operation's Permissions, Errors, Example) stays in its entry's record: a record each
    // would be a hundred small sections all titled "Errors", each without the name it belongs to.
    if (attribute("part") === "true") return undefined
    return { level: attribute("level") === "3" ? 3 : 2, id: attribute("id") }
  }
  return undefined
}

function plainText(node: TreeNode): string {
  if (node.type === "text") return node.value ?? ""
  return (node.children ?? []).map(plainText).join("")
}

/** An entry inside a section that has its own id: a property (field, argument, attribute, flag) or a limit's run-in. */
interface Entry {
  id: string
  /** What it names: the property's name, or the run-in's ("Query depth"). */
  name: string
  prose: string[]
  code: string[]
}

const attributeOf = (node: TreeNode, name: string) => node.attributes?.find((a) => a.name === name)?.value

/** The entry a node is, when it is one: a <Property> or a paragraph that the compiler gave an id (a limit's run-in). */
function entryOf(node: TreeNode): Entry | undefined {
  if (node.name === "Property" && attributeOf(node, "id")) {
    return { id: String(attributeOf(node, "id")), name: String(attributeOf(node, "name") ?? ""), prose: [], code: [] }
  }
  if (node.type === "element" && node.tagName === "p" && node.properties?.id) {
    const runIn = node.children?.find((child) => child.type !== "text" || (child.value ?? "").trim())
    const name = runIn?.tagName === "strong" ? tidyLines(plainText(runIn)).replace(/\s*\(.*$/, "") : ""
    return name ? { id: String(node.properties.id), name, prose: [], code: [] } : undefined
  }
  return undefined
}

/**
 * The text of a block, split into prose and code: code blocks go to `code`, everything else to `prose`. An entry
 * with its own id is collected into `entries` too (its text stays in the section's).
 */
function collectText(node: TreeNode, prose: string[], code: string[], entries?: Entry[], entry?: TreeNode): void {
  const own = entries && entryOf(node)
  if (own) {
    // Its name is its record's header: its text is the rest (type, description).
    collectText(node, own.prose, own.code, undefined, node)
    entries.push(own)
  }
  if (node.type === "text") {
    prose.push(node.value ?? "")
    return
  }
  // A diagram's drawing is labels placed on a canvas, not sentences: its caption (a figcaption) is what search reads.
  if (node.tagName === "svg") return
  if (node.tagName && CODE_TAGS.has(node.tagName)) {
    code.push(plainText(node).trim(), "\n")
    return
  }
  // A property's name is searchable text too ("--workspace-id"), and so is a code tab's title.
  for (const attribute of node.attributes ?? []) {
    const named = (node.name === "Property" && ((attribute.name === "name" && node !== entry) || attribute.name === "type")) || attribute.name === "label"
    if (named) prose.push(` ${attribute.value ?? ""} `)
  }
  const block = (node.type === "element" && BLOCK_TAGS.test(node.tagName ?? "")) || Boolean(node.name)
  if (block) prose.push("\n")
  for (const child of node.children ?? []) collectText(child, prose, code, entries, entry)
  if (block) prose.push("\n")
}

/** One block a line, spaces collapsed, no empty lines. */
export function tidyLines(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n")
}

interface Section {
  level: 1 | 2 | 3
  id: string
  header: string
  prose: string[]
  code: string[]
  entries: Entry[]
}

/** A section's header when it is one identifier (a type, an operation: `Inventory`), the owner of its entries. */
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u

/** The records of one page: its intro (the description when the intro is empty), then one per h2/h3. */
export function pageRecords(page: PageForSearch): SearchRecord[] {
  const sections: Section[] = [{ level: 1, id: "", header: page.title, prose: [], code: [], entries: [] }]
  const walk = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      const heading = headingOf(node)
      if (heading) {
        const header = tidyLines(plainText(node)).replace(/\n/g, " ").replace(/\s*#$/, "")
        sections.push({ level: heading.level, id: heading.id, header, prose: [], code: [], entries: [] })
      } else if (node.type === "root" || (node.name && node.children?.some((child) => headingOf(child)))) {
        walk(node.children ?? [])
      } else {
        const section = sections[sections.length - 1]
        collectText(node, section.prose, section.code, section.entries)
        section.prose.push("\n")
      }
    }
  }
  walk(page.tree.children ?? [])
  const weighed = page.weight !== undefined && page.weight !== 1 ? { weight: page.weight } : {}
  let h2 = ""
  return sections.flatMap((section) => {
    if (section.level === 2) h2 = section.header
    if (section.level !== 1 && !section.id) return []
    const content = tidyLines(section.prose.join("")) || (section.level === 1 ? tidyLines(page.description ?? "") : "")
    const url = section.id ? `${page.route}#${section.id}` : page.route
    const hierarchy = section.level === 1 ? [page.title] : section.level === 3 && h2 ? [page.title, h2, section.header] : [page.title, section.header]
    const record: SearchRecord = { objectID: url, header: section.header, content, code: section.code.join("").trim(), slug: page.route, url, title: page.title, hierarchy, ...weighed }
    // Each entry is a record of its own, after its section's, under the section's heading: `reorderPoint` is found as
    // the field it is, and its text starts with its owner, so the whole coordinate (`Inventory.reorderPoint`) finds it too.
    const entries = section.entries.map((entry): SearchRecord => {
      const coordinate = IDENTIFIER.test(section.header) && section.level !== 1 ? `${section.header}\n` : ""
      const entryUrl = `${page.route}#${entry.id}`
      return {
        objectID: entryUrl,
        header: entry.name,
        content: tidyLines(coordinate + entry.prose.join("")),
        code: tidyLines(entry.code.join("")),
        slug: page.route,
        url: entryUrl,
        title: page.title,
        hierarchy: section.level === 1 ? [page.title, entry.name] : [page.title, section.header, entry.name],
        kind: "entry",
        ...weighed,
      }
    })
    return [record, ...entries]
  })
}
