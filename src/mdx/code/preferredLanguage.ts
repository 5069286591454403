import { useSyncExternalStore } from "react"

/** The reader's preferred code language, shared by every code group and remembered across pages and reloads. */
export const PREFERRED_LANGUAGE_KEY = "preferredCodeLanguage"

const listeners = new Set<() => void>()

function read(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_LANGUAGE_KEY)
  } catch {
    return null
  }
}

export function setPreferredLanguage(language: string): void {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, language)
  } catch {
    // Storage disabled: the choice still applies to this page.
  }
  current = language
  listeners.forEach((listener) => listener())
}

let current: string | null | undefined

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERRED_LANGUAGE_KEY) return
    current = event.newValue
    listener()
  }
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}

function snapshot(): string | null {
  if (current === undefined) current = read()
  return current
}

/** The preferred language; null on the server and during hydration, so the HTML and the first render agree. */
export function usePreferredLanguage(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}

/** For tests: forget the in-memory value so the next read comes from storage. */
export function resetPreferredLanguageCache(): void {
  current = undefined
}
