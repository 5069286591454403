import { TOP_ID } from "../ui/topAnchor"

/**
 * Set on <html> while the inline landing script (hashLandingScript.ts) follows a URL's hash. The page's own hash
 * scroll (useHashScroll) takes over once the bundle runs by removing it, which stops the script at its next frame.
 */
export const HASH_LANDING_ATTRIBUTE = "data-hash-landing"

/** Stops the inline landing script, if it is still following the hash: the page's own scroll takes over. */
export function takeOverHashLanding(): void {
  document.documentElement.removeAttribute(HASH_LANDING_ATTRIBUTE)
}

/** The id a URL's hash names (decoded), or undefined for none, the top of the page or an encoding it can't read. */
export function hashTargetId(hash: string): string | undefined {
  if (!hash || hash === `#${TOP_ID}`) return undefined
  try {
    return decodeURIComponent(hash.slice(1)) || undefined
  } catch {
    return undefined
  }
}
