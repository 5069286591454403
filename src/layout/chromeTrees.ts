import type { TreeNode } from "../mdx/treeTypes"
import type { Breadcrumb } from "../navigation/breadcrumbs"

// The breadcrumbs and the end of the article are built at build as trees, like page bodies: the server renders
// them, a first load keeps that HTML (its site links navigate client-side, src/startup/clientNavigation) and client
// navigation renders them with the same renderTree and component map. Their look is in pageChromeCss.

function element(tagName: string, properties: Record<string, unknown>, children: TreeNode[]): TreeNode {
  return { type: "element", tagName, properties, children }
}

const text = (value: string): TreeNode => ({ type: "text", value })
const root = (children: TreeNode[]): TreeNode => ({ type: "root", children })

/** `<nav aria-label="Breadcrumb"><ol>`: linked entries link, groups are text, the page is `aria-current="page"`. Empty for no trail. */
export function breadcrumbTree(trail: Breadcrumb[]): TreeNode {
  if (trail.length === 0) return root([])
  const items = trail.map((crumb, index) => {
    const current = index === trail.length - 1 ? { ariaCurrent: "page" } : {}
    return element("li", {}, [crumb.href ? element("a", { href: crumb.href, ...current }, [text(crumb.title)]) : text(crumb.title)])
  })
  return root([element("nav", { ariaLabel: "Breadcrumb", className: ["crumbs"] }, [element("ol", {}, items)])])
}

/** The end of an article: "Edit this page" and, when git knows it, "Last updated <time>". */
export function pageEndTree(editUrl: string, lastUpdated?: { iso: string; label: string }): TreeNode {
  const edit = element("a", { href: editUrl, dataPrint: "hide" }, [text("Edit this page")])
  const updated = lastUpdated ? [element("p", {}, [text("Last updated "), element("time", { dateTime: lastUpdated.iso }, [text(lastUpdated.label)])])] : []
  return root([element("div", { className: ["page-end"] }, [edit, ...updated])])
}
