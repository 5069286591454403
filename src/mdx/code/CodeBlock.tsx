import { createContext, useCallback, useContext, useRef, type ReactNode } from "react"
import { currentPagePath, trackEvent } from "../../startup/dataLayer"
import { CopyButton } from "./CopyButton"
import { frameStyle, headerStyle, preStyle } from "./codeStyles"
import { languageLabel } from "./languages"

/** True inside a CodeGroup: the group draws the frame, header and copy button; each block only its code. */
export const InCodeGroup = createContext(false)

export interface CodeBlockProps {
  "data-language"?: string
  "data-title"?: string
  /** A writer's explicit track (track="…" on the fence), read by CodeGroup. */
  "data-track"?: string
  children?: ReactNode
}

/** A fenced block: highlighted at build; a header with its title or language and a copy button. */
export function CodeBlock({ "data-language": language, "data-title": title, children }: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null)
  // The code's own text, exactly: no line numbers or decorations are part of the <pre>.
  const getText = useCallback(() => preRef.current?.textContent ?? "", [])
  const onCopied = useCallback(() => trackEvent("copy_code", { language: language ?? "text", page_path: currentPagePath() }), [language])
  const pre = (
    <pre ref={preRef} tabIndex={0} sx={preStyle}>
      {children}
    </pre>
  )
  // In a group, the group's header holds the copy button for the visible block.
  if (useContext(InCodeGroup)) return pre
  return (
    <div sx={frameStyle}>
      <div sx={headerStyle}>
        <span sx={{ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: title ? "medium" : "body", color: title ? "heading" : "muted" }}>
          {title ?? languageLabel(language)}
        </span>
        <CopyButton getText={getText} onCopied={onCopied} />
      </div>
      {pre}
    </div>
  )
}
