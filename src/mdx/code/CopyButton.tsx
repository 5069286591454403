import { codeStyles } from "./code.styles"
import { VisuallyHidden } from "../../ui/VisuallyHidden"
import { COPY_ANNOUNCEMENTS, COPY_LABELS, useCopy } from "./useCopy"

/** "Copy" (or `label`) → "Copied!" for a second; the outcome is also announced to screen readers. `onCopied` follows a successful copy. */
export function CopyButton({
  getText,
  label = COPY_LABELS.idle,
  onCopied,
}: {
  getText: () => string | Promise<string>
  label?: string
  onCopied?: () => void
}) {
  const { state, copy } = useCopy(getText, onCopied)
  return (
    <>
      <button
        type="button"
        onClick={copy}
        data-state={state}
        className={codeStyles.copyButton}
      >
        {state == "idle" ? label : COPY_LABELS[state]}
      </button>
      <VisuallyHidden>
        <span role="status">{COPY_ANNOUNCEMENTS[state]}</span>
      </VisuallyHidden>
    </>
  )
}
