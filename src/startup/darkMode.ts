import { DARK_CLASS, DARK_MODE_STORAGE_KEY, DARK_QUERY, resolveIsDark, storedValueFor } from "../theme/colorMode"

function readStored(): string | null {
  try {
    return window.localStorage.getItem(DARK_MODE_STORAGE_KEY)
  } catch {
    return null
  }
}

function writeStored(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(DARK_MODE_STORAGE_KEY)
    else window.localStorage.setItem(DARK_MODE_STORAGE_KEY, value)
  } catch {
    // Storage can be disabled (private modes): the choice then lasts for this page only.
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches
}

function applyDark(isDark: boolean): void {
  document.documentElement.classList.toggle(DARK_CLASS, isDark)
}

/** Flips the theme, storing the choice only when it differs from the system preference. */
export function toggleDarkMode(): boolean {
  const isDark = !document.documentElement.classList.contains(DARK_CLASS)
  applyDark(isDark)
  writeStored(storedValueFor(isDark, systemPrefersDark()))
  return isDark
}

/** Startup entry: follow the system preference live while nothing is stored, and other tabs' choices; flag the page as loaded. */
export function startTheme(): () => void {
  const query = window.matchMedia(DARK_QUERY)
  const sync = () => applyDark(resolveIsDark(readStored(), query.matches))
  const onStorage = (event: StorageEvent) => {
    if (event.key === DARK_MODE_STORAGE_KEY || event.key === null) sync()
  }
  const onLoad = () => document.documentElement.setAttribute("data-loaded", "")
  query.addEventListener("change", sync)
  window.addEventListener("storage", onStorage)
  if (document.readyState === "complete") onLoad()
  else window.addEventListener("load", onLoad, { once: true })
  return () => {
    query.removeEventListener("change", sync)
    window.removeEventListener("storage", onStorage)
    window.removeEventListener("load", onLoad)
  }
}
