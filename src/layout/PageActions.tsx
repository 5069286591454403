import { useCallback } from "react"
import { CopyButton } from "../mdx/code/CopyButton"
import { currentPagePath, trackEvent } from "../startup/dataLayer"

const trackCopyPage = () => trackEvent("copy_page", { page_path: currentPagePath() })
const trackViewMarkdown = () => trackEvent("view_markdown", { page_path: currentPagePath() })

/** "Copy page" (the page's Markdown twin, at `source`, to the clipboard) and a link to read that Markdown. */
export function PageActions({ source }: { source: string }) {
  // A promise, not text: the clipboard write starts within the click, while the Markdown is still on its way.
  const getText = useCallback(() => fetch(source).then((response) => (response.ok ? response.text() : Promise.reject(response.status))), [source])
  return (
    <div className="page-actions" data-print="hide">
      <CopyButton getText={getText} label="Copy page" onCopied={trackCopyPage} />
      <a href={source} onClick={trackViewMarkdown}>
        View as Markdown
      </a>
    </div>
  )
}
