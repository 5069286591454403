import type { IdentifiedNode, NavLink } from "./types"

/** Every node of the tree in reading order (depth first). */
export function flattenNavigation(nodes: IdentifiedNode[]): IdentifiedNode[] {
  return nodes.flatMap((node) => [node, ...flattenNavigation(node.children)])
}

/** The linked entries in reading order: the sequence Previous/Next walks. */
export function flattenLinks(nodes: IdentifiedNode[]): NavLink[] {
  return flattenNavigation(nodes)
    .filter((node): node is IdentifiedNode & { href: string } => Boolean(node.href))
    .map(({ id, title, href }) => ({ id, title, href }))
}
