import { useEffect, useMemo } from "react"
import { trackEvent } from "../../startup/dataLayer"
import { createSearchTracker } from "./searchTracking"

/** The dialog's search tracker, stopped when the dialog closes. */
export function useSearchTracking() {
  const tracker = useMemo(() => createSearchTracker(trackEvent), [])
  useEffect(() => () => tracker.stop(), [tracker])
  return tracker
}
