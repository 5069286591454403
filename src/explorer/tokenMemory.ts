// The reader's token for their application: kept in this module (so in memory, for the tab) and, only when the
// reader ticks the box, in session storage. Nothing else reads it: no URL, no log, no analytics event.

const KEY = "strata-explorer-token"
let inMemory = ""

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/** The token the reader gave in this tab, and whether it is kept in session storage. */
export function savedToken(): { token: string; remember: boolean } {
  const stored = storage()?.getItem(KEY) ?? ""
  return stored ? { token: stored, remember: true } : { token: inMemory, remember: false }
}

/** Keeps the token in memory, and in session storage only when `remember`; unticking removes it from there. */
export function keepToken(token: string, remember: boolean): void {
  inMemory = token
  if (remember && token) storage()?.setItem(KEY, token)
  else storage()?.removeItem(KEY)
}
