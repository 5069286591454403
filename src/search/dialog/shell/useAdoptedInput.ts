import { useEffect, useRef } from "react"
import { applyAttributes, followInput, type InputSnapshot } from "./inputHandover"

/**
 * The dialog's combobox is the shell's own input, taken over as it is (value, caret, selection and an
 * unfinished composition stay): queries come from its events, keys go to `onKeyDown`, and the ARIA
 * state is written onto it. Returns how to set its value from the dialog.
 */
export function useAdoptedInput(
  input: HTMLInputElement,
  snapshot: InputSnapshot,
  onQuery: (query: string) => void,
  onKeyDown: (event: KeyboardEvent) => void,
  attributes: Record<string, string | boolean | undefined>,
): (value: string) => void {
  const handlers = useRef({ onQuery, onKeyDown })
  handlers.current = { onQuery, onKeyDown }
  const follower = useRef<ReturnType<typeof followInput>>()
  useEffect(() => {
    const followed = followInput(input, snapshot, (query) => handlers.current.onQuery(query))
    follower.current = followed
    const keyDown = (event: KeyboardEvent) => handlers.current.onKeyDown(event)
    input.addEventListener("keydown", keyDown)
    return () => {
      followed.stop()
      input.removeEventListener("keydown", keyDown)
    }
  }, [input, snapshot])
  useEffect(() => applyAttributes(input, attributes))
  return (value: string) => {
    if (follower.current) follower.current.set(value)
    else input.value = value
  }
}
