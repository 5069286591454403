import { useCallback, useEffect, useRef, useState, type ComponentType } from "react"
import { cx } from "../../theme/styles/cx"
import { currentPagePath, trackEvent } from "../../startup/dataLayer"
import { loadExplorer, opensBlock } from "../../explorer/trigger"
import type { ExplorerProps } from "../../explorer/Explorer"
import { slotProps, SERVER_HTML, type SlotContent } from "../islands/serverHtml"
import { codeStyles } from "./code.styles"
import { CopyButton } from "./CopyButton"
import { languageLabel } from "./languages"

export interface CodeBlockProps {
  language?: string
  title?: string
  /** A request the workspace model runs: its first code line, which the explorer finds its plan by. */
  run?: string
  /** The island's id base (Island): names the explorer's panel. */
  idBase?: string
  /** The highlighted code (the <pre>'s content); absent when the island hydrates over the server's HTML. */
  slots?: SlotContent[]
}

/** A fenced block on its own: highlighted at build; a header with its title or language, Run for a request the build runs, and copy. */
export function CodeBlock({ language, title, run, idBase, slots }: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null)
  const runRef = useRef<HTMLButtonElement>(null)
  const [explorer, setExplorer] = useState<{ Explorer: ComponentType<ExplorerProps>; hash?: string }>()
  const [loading, setLoading] = useState(false)
  // The code's own text, exactly: no line numbers or decorations are part of the <pre>.
  const getText = useCallback(() => preRef.current?.textContent ?? "", [])
  const onCopied = useCallback(() => trackEvent("copy_code", { language: language ?? "text", page_path: currentPagePath() }), [language])
  const open = useCallback((hash?: string) => {
    setLoading(true)
    loadExplorer()
      .then(({ Explorer }) => setExplorer({ Explorer, hash }))
      .finally(() => setLoading(false))
  }, [])
  const close = useCallback(() => {
    setExplorer(undefined)
    runRef.current?.focus()
  }, [])
  // A shared link (#try-<line>=…) reopens this block's explorer with the request it carries.
  useEffect(() => {
    if (run && opensBlock(window.location.hash, run)) open(window.location.hash)
  }, [run, open])
  const panelId = `${idBase ?? "code"}-explorer`
  return (
    <>
      <div className={codeStyles.frame}>
        <div className={codeStyles.header}>
          <span className={cx(codeStyles.blockTitle, title && codeStyles.blockTitleNamed)}>{title ?? languageLabel(language)}</span>
          {run && (
            <button
              ref={runRef}
              type="button"
              className={codeStyles.runButton}
              aria-label={explorer ? "Hide the explorer" : "Run this request"}
              aria-expanded={explorer !== undefined}
              aria-controls={explorer ? panelId : undefined}
              aria-busy={loading}
              onClick={() => (explorer ? close() : open())}
            >
              {explorer ? "Hide" : "Run"}
            </button>
          )}
          <CopyButton getText={getText} onCopied={onCopied} />
        </div>
        <pre ref={preRef} tabIndex={0} className={codeStyles.pre} {...slotProps(slots ? slots[0] : SERVER_HTML)} />
      </div>
      {explorer && run && (
        <div id={panelId}>
          <explorer.Explorer run={run} route={window.location.pathname} hash={explorer.hash} onClose={close} />
        </div>
      )}
    </>
  )
}
