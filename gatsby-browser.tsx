import type { GatsbyBrowser } from "gatsby"
import { emitRouteEvent, isRouteLoadError } from "./src/navigation/routeEvents"
import { trackPageView } from "./src/startup/dataLayer"
import { startAnchorCopy } from "./src/startup/anchorCopy"
import { startPageFeedback } from "./src/startup/pageFeedback"
import { hydrateInSlices } from "./src/startup/hydrateInSlices"
import { startSiteLinks } from "./src/startup/clientNavigation"
import { loadRenderer } from "./src/mdx/loadRenderer"
import { startTheme } from "./src/startup/darkMode"
import { yieldToBrowser } from "./src/startup/yieldToBrowser"

export { wrapPageElement } from "./src/layout/wrapElements"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startTheme()
  // The tag manager's startup is a chunk of its own, fetched only by a build with a container configured.
  if (process.env.GATSBY_GTM_ID) import("./src/startup/analytics").then(({ startAnalytics }) => startAnalytics())
  // `gatsby develop` shows each page's content problems over it; webpack drops this branch from a build.
  if (process.env.NODE_ENV === "development") import("./src/develop/problemOverlay").then(({ startProblemOverlay }) => startProblemOverlay())
  startSiteLinks(loadRenderer)
  startAnchorCopy()
  startPageFeedback()
  window.addEventListener("unhandledrejection", (event) => {
    if (isRouteLoadError(event.reason)) emitRouteEvent("error")
  })
  // Gatsby's startup (the page's data and component, then hydration) waits for this promise: it runs in a
  // task of its own, not in the one that evaluated the scripts, which together ran over 50 ms at 4× CPU.
  return yieldToBrowser()
}

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
// Gatsby types its renderer as react-dom's legacy render with all its overloads; it calls it with the page's element and root.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as HydrateFunction

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) return
  emitRouteEvent("complete")
  if (location.pathname !== prevLocation.pathname) trackPageView(location.pathname)
}

// A hash is scrolled to by the layout (100 px below the top); everything else keeps Gatsby's behaviour.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !routerProps.location.hash
