import type { NavNode } from "./types"

// A sidebar label may be shorter than the title it opens, since the tree around it gives the context
// ("Terraform" under Quickstart opens "Quickstart with Terraform"), but it must not say something else
// ("Create a data schema" opening "Create a type"). Pure, for the unit test over the site's tree.

const MINOR_WORDS = new Set(["a", "an", "and", "by", "for", "from", "in", "of", "on", "the", "to", "with", "your"])

/** A title's words as the comparison sees them: lower case, no minor words, "01" as "1", a plural as its singular. */
export function labelWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !MINOR_WORDS.has(word))
    .map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word))
}

/**
 * Whether a label names the page it opens: every word of the label is a word of the title. "Overview" is also
 * right for the first link of a section, the section's own page.
 */
export function labelMatchesTitle(label: string, title: string, firstOfSection = false): boolean {
  if (firstOfSection && label.trim().toLowerCase() === "overview") return true
  const titleWords = new Set(labelWords(title))
  return labelWords(label).every((word) => titleWords.has(word))
}

export interface LabelProblem {
  href: string
  label: string
  title: string
  problem: "differs" | "needless reason"
}

/**
 * Links whose label differs from their page's title without a `labelReason`, and reasons given for a label that
 * matches anyway. `titleOf` answers a route's page title (undefined when unknown: not checked).
 */
export function labelProblems(nodes: readonly NavNode[], titleOf: (href: string) => string | undefined): LabelProblem[] {
  const problems: LabelProblem[] = []
  const walk = (siblings: readonly NavNode[], inSection: boolean) =>
    siblings.forEach((node, index) => {
      const title = node.href ? titleOf(node.href) : undefined
      if (node.href && title !== undefined) {
        const matches = labelMatchesTitle(node.title, title, inSection && index === 0)
        const reason = node.labelReason?.trim()
        if (!matches && !reason) problems.push({ href: node.href, label: node.title, title, problem: "differs" })
        if (matches && reason) problems.push({ href: node.href, label: node.title, title, problem: "needless reason" })
      }
      if (node.links) walk(node.links, true)
    })
  walk(nodes, false)
  return problems
}
