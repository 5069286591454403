import { normalizeTokens, Prism } from "prism-react-renderer"
import type { TreeNode } from "../treeTypes"
import { canonicalLanguage } from "./languages"
import { cueGrammar } from "./cueGrammar"

// prism-react-renderer's Prism lacks a few grammars the docs use: load Prism's own components into it
// (they expect a global Prism) and add CUE. Build-time only: highlighting never ships to the browser.
function registerLanguages(): void {
  if (Prism.languages.cue) return
  const scope = globalThis as { Prism?: unknown }
  const previous = scope.Prism
  scope.Prism = Prism
  require("prismjs/components/prism-bash")
  require("prismjs/components/prism-hcl")
  require("prismjs/components/prism-http")
  scope.Prism = previous
  Prism.languages.cue = cueGrammar
}

/** Tree nodes for highlighted code: `<span class="token …">` runs and plain text, lines joined by newlines. */
export function highlight(code: string, language: string | null | undefined): TreeNode[] {
  registerLanguages()
  const grammar = Prism.languages[canonicalLanguage(language)]
  if (!grammar) return [{ type: "text", value: code }]
  const lines = normalizeTokens(Prism.tokenize(code, grammar) as never)
  const nodes: TreeNode[] = []
  const pushText = (value: string) => {
    const last = nodes[nodes.length - 1]
    if (last?.type === "text") last.value += value
    else nodes.push({ type: "text", value })
  }
  lines.forEach((line, index) => {
    if (index > 0) pushText("\n")
    for (const token of line) {
      // An empty line is one token holding "\n": the newline between lines is already there.
      if (token.empty) continue
      const types = token.types.filter((type) => type !== "plain")
      if (types.length === 0) pushText(token.content)
      else
        nodes.push({
          type: "element",
          tagName: "span",
          properties: { className: ["token", ...new Set(types)] },
          children: [{ type: "text", value: token.content }],
        })
    }
  })
  return nodes
}
