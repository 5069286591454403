import { otherTabLook, selectedTabLook } from "../tabs/TabList"
import { HTML_TRACKS_ATTRIBUTE, picksOneTab } from "./trackChoice"

/** On a code group until it has rendered the stored tracks itself (server HTML, hydration). */
export const AWAITING_TRACKS_ATTRIBUTE = "data-awaiting-tracks"

/**
 * Styles for a group's server HTML that show the tab of a stored track before React runs, so a reader
 * with a preference never sees the default tab first. A track applies when it is stored and no earlier
 * tab's track is (the same rule as tabOfStoredTracks); only tracks that name one tab count.
 */
export function preHydrationTrackStyle(tracks: readonly (string | undefined)[]): Record<string, object> {
  const followed = tracks.filter((track, index): track is string => track !== undefined && tracks.indexOf(track) === index && picksOneTab(tracks, track))
  const style: Record<string, object> = {}
  followed.forEach((track, index) => {
    const stored = (name: string) => `[${HTML_TRACKS_ATTRIBUTE}~="${name}"]`
    const html = `html${stored(track)}${followed.slice(0, index).map((earlier) => `:not(${stored(earlier)})`).join("")}`
    const group = `${html} &[${AWAITING_TRACKS_ATTRIBUTE}]`
    style[`${group} [role=tabpanel]`] = { display: "none" }
    style[`${group} [role=tabpanel][data-track="${track}"]`] = { display: "block" }
    style[`${group} [role=tab]`] = otherTabLook
    style[`${group} [role=tab][data-track="${track}"]`] = selectedTabLook
  })
  return style
}
