import { lazy, Suspense, type ComponentType } from "react"
import type { ElementNode } from "../mdx/elementTree"
import { keptTree } from "../mdx/islands/serverHtml"
import { loadRenderer } from "../mdx/loadRenderer"

type Renderer = ComponentType<{ node: ElementNode }>

// The server renders every page in one pass, so it takes the renderer directly; the browser loads it on demand.
// The stage test stands here, not in a shared constant: webpack drops the server's require from browser
// bundles only when it can read the condition in place (LazyPageHead does the same).
const RenderedTree: Renderer =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-var-requires
      (require("../mdx/RenderedTree").default as Renderer)
    : lazy(loadRenderer)

/** A build-time tree of the page: the server's HTML on a first load, rendered from page data after client navigation. */
export function PageTree({ node, keepServerHtml }: { node: ElementNode; keepServerHtml: boolean }) {
  // The same boundary either way: the server's HTML has its markers, which hydration matches.
  return <Suspense fallback={null}>{keepServerHtml ? keptTree(node) : <RenderedTree node={node} />}</Suspense>
}
