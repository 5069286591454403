import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react"
import type { GraphQLSchema } from "graphql"
import { completionsAt, docsAt, highlightPieces, problemRanges, type Completion } from "./editorLanguage"
import { explorerStyles } from "./explorer.styles"

// A code editor made of a <textarea> (so typing, selection, undo, the clipboard and assistive technology are the
// browser's own) over a highlighted copy of its text. With a schema it is a GraphQL editor: colours from graphql-js's
// lexer; completion (Ctrl+Space, or as you type), problems underlined as you type and the documentation of what is
// under the caret or the pointer, from graphql-language-service. Nothing is injected: every style is in the
// site's stylesheet, so the strict policy holds.

export interface EditorProps {
  /** The accessible name of the editing area. */
  label: string
  text: string
  /** Changes when the text is set from outside (Reset, a shared link): the editor takes `text` again. */
  revision: number
  onChange(text: string): void
  /** Ctrl/⌘+Enter. */
  onRun(): void
  /** The schema for a GraphQL editor; none: plain text (the variables' JSON). */
  schema?: GraphQLSchema
  /** Focus the editor when it is made (the explorer's request, when the panel opens). */
  autoFocus?: boolean
}

interface Open {
  from: number
  to: number
  items: Completion[]
  active: number
}

/** Memoised: a Run that changes only the response doesn't re-render the editors. */
export const TextEditor = memo(function TextEditor({ label, text, revision, onChange, onRun, schema, autoFocus }: EditorProps) {
  const id = useId()
  const input = useRef<HTMLTextAreaElement>(null)
  const layer = useRef<HTMLPreElement>(null)
  const [value, setValue] = useState(text)
  const [caret, setCaret] = useState(0)
  const [open, setOpen] = useState<Open>()
  const [hover, setHover] = useState<{ text: string; x: number; y: number }>()

  useEffect(() => setValue(text), [revision]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])

  const problems = useMemo(() => (schema ? problemRanges(schema, value) : []), [schema, value])
  const pieces = useMemo(() => (schema ? highlightPieces(value, problems) : [{ text: value, kind: "text" as const }]), [schema, value, problems])
  const docs = useMemo(() => (schema ? docsAt(schema, value, caret) : ""), [schema, value, caret])

  const change = (next: string, at: number, suggest: boolean) => {
    setValue(next)
    setCaret(at)
    onChange(next)
    if (!schema || !suggest) return setOpen(undefined)
    const found = completionsAt(schema, next, at)
    setOpen(found.items.length ? { ...found, active: 0 } : undefined)
  }

  const accept = (item: Completion) => {
    if (!open) return
    const next = value.slice(0, open.from) + item.label + value.slice(open.to)
    const at = open.from + item.label.length
    change(next, at, false)
    requestAnimationFrame(() => input.current?.setSelectionRange(at, at))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      setOpen(undefined)
      return onRun()
    }
    if (schema && event.key === " " && event.ctrlKey) {
      event.preventDefault()
      const at = event.currentTarget.selectionStart
      const found = completionsAt(schema, value, at)
      return setOpen(found.items.length ? { ...found, active: 0 } : undefined)
    }
    if (!open) return
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      const step = event.key === "ArrowDown" ? 1 : -1
      setOpen({ ...open, active: (open.active + step + open.items.length) % open.items.length })
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault()
      accept(open.items[open.active])
    } else if (event.key === "Escape") {
      // Closes the list only; a second Esc closes the explorer.
      event.preventDefault()
      setOpen(undefined)
    }
  }

  // The pointer's line and column, from the monospace grid of the text (no wrapping), and the docs there.
  const onMouseMove = (event: MouseEvent<HTMLTextAreaElement>) => {
    if (!schema) return
    const area = event.currentTarget
    const style = getComputedStyle(area)
    const box = area.getBoundingClientRect()
    const lineHeight = parseFloat(style.lineHeight)
    const charWidth = layer.current?.querySelector<HTMLElement>("[data-measure]")?.getBoundingClientRect().width ?? 8
    const row = Math.floor((event.clientY - box.top - parseFloat(style.paddingTop) + area.scrollTop) / lineHeight)
    const column = Math.round((event.clientX - box.left - parseFloat(style.paddingLeft) + area.scrollLeft) / charWidth)
    const lines = value.split("\n")
    if (row < 0 || row >= lines.length || column < 0 || column > lines[row].length) return setHover(undefined)
    const offset = lines.slice(0, row).reduce((sum, line) => sum + line.length + 1, 0) + column
    const found = docsAt(schema, value, offset)
    setHover(found ? { text: found, x: event.clientX - box.left, y: (row + 1) * lineHeight - area.scrollTop + parseFloat(style.paddingTop) } : undefined)
  }

  const rows = Math.min(16, value.split("\n").length) + 1
  const listId = `${id}-completions`
  return (
    <div className={explorerStyles.editorBox}>
      <div className={explorerStyles.editor}>
        <pre ref={layer} className={explorerStyles.editorLayer} aria-hidden="true">
          {pieces.map((piece, index) => (
            <span key={index} data-kind={piece.kind} {...(piece.problem ? { "data-problem": "", title: piece.problem } : {})}>
              {piece.text}
            </span>
          ))}
          {"\n"}
          <span data-measure="">x</span>
        </pre>
        <textarea
          ref={input}
          className={explorerStyles.editorInput}
          aria-label={label}
          rows={rows}
          value={value}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          {...(schema ? { "aria-autocomplete": "list" as const, "aria-controls": listId, "aria-activedescendant": open ? `${listId}-${open.active}` : undefined } : {})}
          onChange={(event) => {
            const at = event.target.selectionStart
            const typed = /[_A-Za-z{($@]$/.test(event.target.value.slice(0, at)) && event.target.value.length > value.length
            change(event.target.value, at, typed)
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(undefined)}
          onScroll={(event) => {
            if (!layer.current) return
            layer.current.scrollTop = event.currentTarget.scrollTop
            layer.current.scrollLeft = event.currentTarget.scrollLeft
          }}
          onMouseMove={onMouseMove}
          onMouseLeave={() => setHover(undefined)}
        />
        {hover && (
          <div
            className={explorerStyles.hover}
            role="tooltip"
            ref={(element) => {
              // Placed through the CSSOM, which the policy allows (a style attribute would be refused).
              if (!element) return
              element.style.left = `${hover.x}px`
              element.style.top = `${hover.y}px`
            }}
          >
            {hover.text}
          </div>
        )}
      </div>
      {schema && (
        <ul id={listId} role="listbox" aria-label="Completions" className={explorerStyles.completions} hidden={!open}>
          {open?.items.map((item, index) => (
            <li
              key={item.label}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === open.active}
              onMouseDown={(event) => {
                event.preventDefault()
                accept(item)
              }}
            >
              <span>{item.label}</span>
              {item.detail && <span className={explorerStyles.completionDetail}>{item.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {schema && docs && <p className={explorerStyles.docs}>{docs}</p>}
    </div>
  )
})
