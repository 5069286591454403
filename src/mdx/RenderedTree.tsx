import type { ElementNode } from "./elementTree"
import { renderTree } from "./renderTree"

/** A build-time tree rendered through the component map: the chunk client navigation loads on intent. */
export default function RenderedTree({ node }: { node: ElementNode }) {
  return <>{renderTree(node)}</>
}
