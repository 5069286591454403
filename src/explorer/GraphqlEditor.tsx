import { useEffect, useRef } from "react"
import { autocompletion, closeBrackets, completionKeymap } from "@codemirror/autocomplete"
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands"
import { bracketMatching, syntaxHighlighting } from "@codemirror/language"
import { lintGutter } from "@codemirror/lint"
import { EditorState, Prec, type Extension } from "@codemirror/state"
import { EditorView, hoverTooltip, keymap, lineNumbers } from "@codemirror/view"
import { classHighlighter } from "@lezer/highlight"
import { graphql } from "cm6-graphql"
import type { GraphQLSchema } from "graphql"
import { getHoverInformation, Position } from "graphql-language-service"
import { editorTheme } from "./editorTheme"
import { explorerStyles } from "./explorer.styles"

// One CodeMirror editor: the request with the schema's completion, errors as you type and hover documentation
// (cm6-graphql and graphql-language-service), or the variables as plain JSON. It lives in a shadow root: there
// CodeMirror's styles are constructed stylesheets, which the site's policy allows (editorTheme.ts).

export interface EditorProps {
  /** The accessible name of the editing area. */
  label: string
  text: string
  /** Changes when the text is set from outside (Reset, a shared link): the editor takes `text` again. */
  revision: number
  onChange(text: string): void
  /** Ctrl/⌘+Enter. */
  onRun(): void
  /** The schema for a GraphQL editor; none: a JSON editor. */
  schema?: GraphQLSchema
  /** Focus the editor when it is made (the explorer's request, when the panel opens). */
  autoFocus?: boolean
}

function hoverDocs(schema: GraphQLSchema): Extension {
  return hoverTooltip((view, at) => {
    const line = view.state.doc.lineAt(at)
    const contents = getHoverInformation(schema, view.state.doc.toString(), new Position(line.number - 1, at - line.from + 1))
    const text = Array.isArray(contents) ? contents.join("\n\n") : typeof contents === "string" ? contents : ""
    if (!text.trim()) return null
    return {
      pos: at,
      create: () => {
        const dom = document.createElement("div")
        dom.textContent = text.replace(/```graphql\n?|```/g, "").trim()
        return { dom }
      },
    }
  })
}

export function GraphqlEditor({ label, text, revision, onChange, onRun, schema, autoFocus }: EditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView>()
  const latest = useRef({ onChange, onRun })
  latest.current = { onChange, onRun }

  useEffect(() => {
    const runKey = Prec.highest(keymap.of([{ key: "Mod-Enter", run: () => (latest.current.onRun(), true) }]))
    const extensions: Extension[] = [
      runKey,
      lineNumbers(),
      history(),
      closeBrackets(),
      bracketMatching(),
      syntaxHighlighting(classHighlighter),
      editorTheme,
      keymap.of([...defaultKeymap, ...historyKeymap, ...completionKeymap]),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ "aria-label": label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) latest.current.onChange(update.state.doc.toString())
      }),
      ...(schema ? [graphql(schema), lintGutter(), hoverDocs(schema)] : [autocompletion({ override: [] })]),
    ]
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: "open" })
    view.current = new EditorView({ parent: shadow, root: shadow, state: EditorState.create({ doc: text, extensions }) })
    if (autoFocus) view.current.focus()
    return () => view.current?.destroy()
    // The editor is made once; text from outside comes in through `revision`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, label])

  useEffect(() => {
    const editor = view.current
    if (!editor || editor.state.doc.toString() === text) return
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision])

  return <div ref={host} className={explorerStyles.editor} />
}
