import { consentDefault, consentDefaultCommand } from "./consent"
import { trackEvent } from "./dataLayer"
import { gtmOrigin } from "./gtmOrigin"

/**
 * Tag-manager startup: nothing is loaded and no request is made unless GATSBY_GTM_ID is set at build.
 * The container comes from GATSBY_GTM_ORIGIN (tests point it at 127.0.0.1); the Content-Security-Policy
 * allows the same origin (src/build/hosting/cspBuildStep.ts).
 */
/** Whether a link leaves the site: http(s) to another origin (mailto:, anchors and relative links do not). */
export function isOutbound(href: string, siteOrigin: string): boolean {
  try {
    const url = new URL(href, siteOrigin)
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin !== siteOrigin
  } catch {
    return false
  }
}

// One listener for every link, present and future: no component needs to know about analytics. A single
// function, so a second registration is ignored by the browser rather than counting each click twice.
function onLinkClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null
  if (link && isOutbound(link.href, window.location.origin)) trackEvent("outbound_click", { url: link.href })
}

/** Sets the consent default, then loads the container once; returns false when no id is configured. */
export function startAnalytics(containerId: string | undefined = process.env.GATSBY_GTM_ID, origin = gtmOrigin()): boolean {
  if (!containerId) return false
  window.dataLayer = window.dataLayer || []
  // Before the container: its tags must find the reader's consent state when they first run.
  window.dataLayer.push(consentDefaultCommand(consentDefault()))
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
  const script = document.createElement("script")
  script.async = true
  script.src = `${origin}/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.appendChild(script)
  document.addEventListener("click", onLinkClick, true)
  // The middle button opens a new tab and fires auxclick, not click.
  document.addEventListener("auxclick", onLinkClick, true)
  return true
}
