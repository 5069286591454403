import type { IdentifiedNode, NavNode } from "./types"

/** A URL-safe slug of a title: "Set up auth" → "set-up-auth". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
}

/**
 * Gives every node an id derived from its position by titles ("getting-started/quickstart/terraform"),
 * so ids stay the same across builds and do not change when an unrelated entry is added.
 */
export function identifyTree(nodes: NavNode[], parentId = "", depth = 0): IdentifiedNode[] {
  const seen = new Map<string, number>()
  return nodes.map((node) => {
    const base = (parentId ? `${parentId}/` : "") + (slugify(node.title) || "entry")
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    const id = count === 0 ? base : `${base}-${count + 1}`
    return {
      id,
      title: node.title,
      href: node.href,
      badge: node.deprecated ? "deprecated" : node.preview ? "preview" : undefined,
      depth,
      children: identifyTree(node.links ?? [], id, depth + 1),
    }
  })
}
