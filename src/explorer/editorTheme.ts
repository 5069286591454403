import { EditorView } from "@codemirror/view"

// The editor's look, from the site's colour variables (they reach into the editor's shadow root, so both themes
// apply). CodeMirror adopts these rules as a constructed stylesheet there, which the site's policy allows, where
// a <style> element it added to the document would be refused (no 'unsafe-inline').

const color = (name: string) => `var(--c-${name})`

export const editorTheme = EditorView.theme({
  "&": { backgroundColor: color("surface"), color: color("heading"), fontSize: "14px", maxHeight: "360px", borderRadius: "6px" },
  "&.cm-focused": { outline: `2px solid ${color("focus")}`, outlineOffset: "1px" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.6" },
  ".cm-content": { caretColor: color("heading"), padding: "8px 0" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: color("heading") },
  ".cm-gutters": { backgroundColor: color("surface"), color: color("muted"), borderRight: `1px solid ${color("border")}` },
  ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "transparent" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": { backgroundColor: color("surface-strong") },
  ".cm-tooltip": { backgroundColor: color("background"), color: color("text"), border: `1px solid ${color("border")}`, borderRadius: "4px" },
  ".cm-tooltip-autocomplete ul li[aria-selected]": { backgroundColor: color("highlight"), color: color("highlight-text") },
  ".cm-tooltip-hover": { maxWidth: "420px", padding: "8px", whiteSpace: "pre-wrap", fontFamily: "ui-monospace, monospace", fontSize: "12px" },
  ".cm-diagnostic-error": { borderLeftColor: color("red-text") },
  ".cm-lintRange-error": { backgroundImage: "none", textDecoration: `underline wavy ${color("red-text")}` },
  ".cm-lint-marker-error": { content: "none" },
  ".tok-keyword": { color: color("code-keyword") },
  ".tok-string, .tok-string2": { color: color("code-string") },
  ".tok-number, .tok-bool, .tok-atom": { color: color("code-number") },
  ".tok-variableName, .tok-typeName, .tok-definition": { color: color("code-function") },
  ".tok-propertyName": { color: color("code-property") },
  ".tok-punctuation, .tok-operator": { color: color("code-punctuation") },
  ".tok-comment": { color: color("code-comment"), fontStyle: "italic" },
})
