import { SEARCH_INPUT_MAX_LENGTH } from "../../shared/settings"
import { COMPOSING_ATTRIBUTE } from "./shellDom"

/** What the reader had typed in the shell when the dialog took its input over. */
export interface InputSnapshot {
  value: string
  selectionStart: number | null
  selectionEnd: number | null
  selectionDirection: "forward" | "backward" | "none" | null
  /** An input method (IME) is composing: the text is not final yet. */
  composing: boolean
}

export function snapshotInput(input: HTMLInputElement): InputSnapshot {
  return {
    value: input.value,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
    selectionDirection: input.selectionDirection as InputSnapshot["selectionDirection"],
    composing: input.hasAttribute(COMPOSING_ATTRIBUTE),
  }
}

/** The first query the dialog runs: what was typed (within the limit), or nothing while a composition is unfinished. */
export function handoverQuery(snapshot: InputSnapshot): string {
  return snapshot.composing ? "" : snapshot.value.slice(0, SEARCH_INPUT_MAX_LENGTH)
}

/**
 * Follows the adopted input: calls `onQuery` with each new value the reader makes (typing, pasting,
 * deleting), never for the unfinished text of a composition, and once at once if the value changed
 * since the snapshot. `set` writes a value from the dialog (Escape clears) without reporting it back.
 */
export function followInput(input: HTMLInputElement, snapshot: InputSnapshot, onQuery: (query: string) => void) {
  let last = handoverQuery(snapshot)
  let composing = snapshot.composing
  const report = () => {
    if (composing || input.value === last) return
    last = input.value
    onQuery(last)
  }
  const onInput = (event: Event) => {
    if ((event as InputEvent).isComposing) composing = true
    else report()
  }
  const onCompositionStart = () => {
    composing = true
  }
  const onCompositionEnd = () => {
    composing = false
    report()
  }
  input.addEventListener("input", onInput)
  input.addEventListener("change", onInput)
  input.addEventListener("compositionstart", onCompositionStart)
  input.addEventListener("compositionend", onCompositionEnd)
  report()
  return {
    set(value: string) {
      last = value
      if (input.value !== value) input.value = value
    },
    stop() {
      input.removeEventListener("input", onInput)
      input.removeEventListener("change", onInput)
      input.removeEventListener("compositionstart", onCompositionStart)
      input.removeEventListener("compositionend", onCompositionEnd)
    },
  }
}

/** Writes the dialog's ARIA state onto the adopted input: a value is set (false as "false"), undefined removes the attribute. */
export function applyAttributes(input: HTMLElement, attributes: Record<string, string | boolean | undefined>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) input.removeAttribute(name)
    else input.setAttribute(name, String(value))
  }
}
