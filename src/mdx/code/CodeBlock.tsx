import { useCallback, useRef } from "react"
import { cx } from "../../theme/styles/cx"
import { currentPagePath, trackEvent } from "../../startup/dataLayer"
import { slotProps, SERVER_HTML, type SlotContent } from "../islands/serverHtml"
import { codeStyles } from "./code.styles"
import { CopyButton } from "./CopyButton"
import { languageLabel } from "./languages"

export interface CodeBlockProps {
  language?: string
  title?: string
  /** The highlighted code (the <pre>'s content); absent when the island hydrates over the server's HTML. */
  slots?: SlotContent[]
}

/** A fenced block on its own: highlighted at build; a header with its title or language and a copy button. */
export function CodeBlock({ language, title, slots }: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null)
  // The code's own text, exactly: no line numbers or decorations are part of the <pre>.
  const getText = useCallback(() => preRef.current?.textContent ?? "", [])
  const onCopied = useCallback(() => trackEvent("copy_code", { language: language ?? "text", page_path: currentPagePath() }), [language])
  return (
    <div className={codeStyles.frame}>
      <div className={codeStyles.header}>
        <span className={cx(codeStyles.blockTitle, title && codeStyles.blockTitleNamed)}>{title ?? languageLabel(language)}</span>
        <CopyButton getText={getText} onCopied={onCopied} />
      </div>
      <pre ref={preRef} tabIndex={0} className={codeStyles.pre} {...slotProps(slots ? slots[0] : SERVER_HTML)} />
    </div>
  )
}
