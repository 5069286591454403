import { useEffect, useState } from "react"

// True until the first page has hydrated, and only in the production bundle: develop has no server HTML.
let serverHtmlOnScreen = process.env.BUILD_STAGE === "build-javascript"

/**
 * Whether this page is the one whose server HTML the browser is showing (the first of a visit): it keeps
 * that HTML. Fixed for the page's lifetime; every later page renders from its page data.
 */
export function useKeepsServerHtml(): boolean {
  const [keep] = useState(() => serverHtmlOnScreen)
  useEffect(() => {
    serverHtmlOnScreen = false
  }, [])
  return keep
}
