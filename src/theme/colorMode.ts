/** The dark-mode rule: a stored choice wins; with nothing stored the system preference decides. */
export const DARK_MODE_STORAGE_KEY = "darkMode"
export const DARK_CLASS = "dark"
export const DARK_QUERY = "(prefers-color-scheme: dark)"
/** On <html> on Apple platforms: the shortcut hint (⌘K) and code's font (`--font-mono`) follow it. */
export const APPLE_CLASS = "apple"

export function resolveIsDark(stored: string | null, systemDark: boolean): boolean {
  if (stored === "true") return true
  if (stored === "false") return false
  return systemDark
}

/** What to keep in storage after the reader picks a theme: nothing when it matches the system. */
export function storedValueFor(isDark: boolean, systemDark: boolean): string | null {
  return isDark === systemDark ? null : String(isDark)
}
