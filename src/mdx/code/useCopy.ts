import { useCallback, useEffect, useRef, useState } from "react"
import { COPY_FEEDBACK_MS } from "../../theme/tokens"

export type CopyState = "idle" | "copied" | "failed"

export const COPY_LABELS: Record<CopyState, string> = { idle: "Copy", copied: "Copied!", failed: "Copy failed" }
export const COPY_ANNOUNCEMENTS: Record<CopyState, string> = { idle: "", copied: "Copied to clipboard", failed: "Copy failed: the clipboard is not available" }

/**
 * Text still on its way (a fetch) goes into a ClipboardItem at once, so the write happens within the click:
 * browsers refuse a clipboard write that starts after an await.
 */
async function writeClipboard(clipboard: Clipboard, text: string | Promise<string>): Promise<void> {
  if (typeof text != "string" && typeof ClipboardItem == "function") {
    return clipboard.write([new ClipboardItem({ "text/plain": text.then((t) => new Blob([t], { type: "text/plain" })) })])
  }
  return clipboard.writeText(await text)
}

/**
 * Writes text to the clipboard and reports the outcome for 1 second; a refusal (or a failed fetch) is reported, never hidden.
 * `onCopied` runs after a successful copy only (analytics count what reached the clipboard).
 */
export function useCopy(getText: () => string | Promise<string>, onCopied?: () => void): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle")
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async () => {
    clearTimeout(timer.current)
    let outcome: CopyState = "copied"
    try {
      if (!navigator.clipboard) throw new Error("no clipboard")
      await writeClipboard(navigator.clipboard, getText())
    } catch {
      outcome = "failed"
    }
    setState(outcome)
    if (outcome === "copied") onCopied?.()
    timer.current = setTimeout(() => setState("idle"), COPY_FEEDBACK_MS)
  }, [getText, onCopied])
  return { state, copy }
}
