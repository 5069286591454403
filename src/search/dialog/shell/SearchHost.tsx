import { startTransition, useEffect, useState, type ComponentType } from "react"
import { findSearchShell, searchShellApi, SHELL_EVENTS, type SearchShellParts } from "./shellDom"

type DialogComponent = ComponentType<{ onClose: () => void; shell: SearchShellParts }>

/** What the shell says when the dialog's chunk cannot be loaded (offline, blocked). */
export const LOAD_FAILED_MESSAGE = "Search could not be loaded. Check your connection and try again (Esc closes)."

let loading: Promise<DialogComponent> | undefined
/** The dialog's chunk, fetched once (again after a failure). */
export function loadSearchDialog(): Promise<DialogComponent> {
  loading ??= import("../SearchDialog").then(
    (module) => {
      // The chunk is in: its index client starts loading what every query needs.
      module.preload()
      return module.default
    },
    (error) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const closeShell = () => searchShellApi()?.close()

/**
 * Mounts the dialog into the page's search shell while the shell is open. The shell opens without any
 * bundle (its bootstrap is inline); this loads the dialog's chunk on intent and on opening, and when the
 * chunk cannot load, the shell says so and still closes with Escape.
 */
export function SearchHost() {
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<DialogComponent>()
  const [shell, setShell] = useState<SearchShellParts>()
  useEffect(() => {
    setShell(findSearchShell())
    // The shell is already on screen and focused: the dialog renders in slices that let it paint first.
    const onOpen = () => startTransition(() => setOpen(true))
    const onClose = () => setOpen(false)
    const onIntent = () => loadSearchDialog().catch(() => undefined)
    window.addEventListener(SHELL_EVENTS.open, onOpen)
    window.addEventListener(SHELL_EVENTS.close, onClose)
    window.addEventListener(SHELL_EVENTS.intent, onIntent)
    // Opened before the page was hydrated: the reader may already be typing.
    if (searchShellApi()?.isOpen()) setOpen(true)
    return () => {
      window.removeEventListener(SHELL_EVENTS.open, onOpen)
      window.removeEventListener(SHELL_EVENTS.close, onClose)
      window.removeEventListener(SHELL_EVENTS.intent, onIntent)
    }
  }, [])
  useEffect(() => {
    if (!open || Dialog) return
    let current = true
    loadSearchDialog().then(
      (component) => current && startTransition(() => setDialog(() => component)),
      () => current && searchShellApi()?.fail(LOAD_FAILED_MESSAGE),
    )
    return () => {
      current = false
    }
  }, [open, Dialog])
  return open && Dialog && shell ? <Dialog onClose={closeShell} shell={shell} /> : null
}
