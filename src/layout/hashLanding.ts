/**
 * Set on <html> while the inline landing script (hashLandingScript.ts) follows a URL's hash. The page's own hash
 * scroll (useHashScroll) takes over once the bundle runs by removing it, which stops the script at its next frame.
 */
export const HASH_LANDING_ATTRIBUTE = "data-hash-landing"

/** Stops the inline landing script, if it is still following the hash: the page's own scroll takes over. */
export function takeOverHashLanding(): void {
  document.documentElement.removeAttribute(HASH_LANDING_ATTRIBUTE)
}
