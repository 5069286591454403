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

/**
 * "Was this page helpful?": Yes and No, then an optional one-line reason and Send, then thanks. Plain HTML; its
 * one delegated script is src/startup/pageFeedback.ts, and CSS shows each step from the form's data-state.
 */
export function feedbackTree(): TreeNode {
  const choice = (value: string, label: string) =>
    element("button", { type: "button", dataFeedbackChoice: value, ariaPressed: "false" }, [text(label)])
  return element("form", { className: ["feedback"], dataFeedback: "", dataPrint: "hide", ariaLabelledBy: "feedback-question" }, [
    element("p", { id: "feedback-question", className: ["feedback-question"] }, [text("Was this page helpful?")]),
    element("div", { className: ["feedback-choices"] }, [choice("yes", "Yes"), choice("no", "No")]),
    element("div", { className: ["feedback-more"] }, [
      element("label", { htmlFor: "feedback-reason" }, [text("Tell us why (optional)")]),
      element("input", { id: "feedback-reason", name: "reason", type: "text", maxLength: 200, autoComplete: "off" }, []),
      element("button", { type: "submit" }, [text("Send")]),
    ]),
    element("p", { className: ["feedback-thanks"], role: "status", tabIndex: -1 }, []),
  ])
}

/** The end of an article: the feedback form, "Edit this page" and, when git knows it, "Last updated <time>". */
export function pageEndTree(editUrl: string, lastUpdated?: { iso: string; label: string }): TreeNode {
  const edit = element("a", { href: editUrl, dataPrint: "hide" }, [text("Edit this page")])
  const updated = lastUpdated ? [element("p", {}, [text("Last updated "), element("time", { dateTime: lastUpdated.iso }, [text(lastUpdated.label)])])] : []
  return root([feedbackTree(), element("div", { className: ["page-end"] }, [edit, ...updated])])
}
