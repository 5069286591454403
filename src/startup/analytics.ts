/** Tag-manager startup: nothing is loaded and no request is made unless GATSBY_GTM_ID is set at build. */
type DataLayer = Record<string, unknown>[]

declare global {
  interface Window {
    dataLayer?: DataLayer
  }
}

const GTM_ORIGIN = "https://www.googletagmanager.com"

/** Loads the container once; returns false when no id is configured. */
export function startAnalytics(containerId: string | undefined = process.env.GATSBY_GTM_ID): boolean {
  if (!containerId) return false
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
  const script = document.createElement("script")
  script.async = true
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.appendChild(script)
  return true
}

/** Records a page view after a client-side route change (the first view is the container's own). */
export function trackPageView(pathname: string, containerId: string | undefined = process.env.GATSBY_GTM_ID): void {
  if (!containerId || !window.dataLayer) return
  window.dataLayer.push({ event: "page_view", page_path: pathname, page_title: document.title })
}
