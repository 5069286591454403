import { VisuallyHidden } from "../../ui/VisuallyHidden"
import { COPY_ANNOUNCEMENTS, COPY_LABELS, useCopy } from "./useCopy"

/** "Copy" → "Copied!" for a second; the outcome is also announced to screen readers. */
export function CopyButton({ getText }: { getText: () => string }) {
  const { state, copy } = useCopy(getText)
  return (
    <>
      <button
        type="button"
        onClick={copy}
        data-state={state}
        sx={{
          flexShrink: 0,
          px: 2,
          py: "2px",
          border: "1px solid",
          borderColor: "border",
          borderRadius: "small",
          bg: "background",
          color: state === "failed" ? "redText" : state === "copied" ? "greenText" : "muted",
          fontFamily: "body",
          fontSize: 0,
          cursor: "pointer",
          "&:hover": { color: "heading", borderColor: "surfaceStrong" },
        }}
      >
        {COPY_LABELS[state]}
      </button>
      <VisuallyHidden>
        <span role="status">{COPY_ANNOUNCEMENTS[state]}</span>
      </VisuallyHidden>
    </>
  )
}
