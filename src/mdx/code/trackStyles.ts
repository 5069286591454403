import { HTML_TRACKS_ATTRIBUTE, picksOneTab } from "./trackChoice"

/** On a code group until it has rendered the stored tracks itself (server HTML, hydration). */
export const AWAITING_TRACKS_ATTRIBUTE = "data-awaiting-tracks"
/** A group's tracks in tab order ("-" for a tab without one): what its pre-hydration rules select it by. */
export const GROUP_TRACKS_ATTRIBUTE = "data-tracks"

// The selected and the other tabs' look (tabs.styles: selectedTabLook, otherTabLook), as CSS.
const SELECTED_TAB = "color:var(--c-primary);border-color:var(--c-primary)"
const OTHER_TAB = "color:var(--c-muted);border-color:transparent"

/** The value of a group's GROUP_TRACKS_ATTRIBUTE. */
export const groupTracksValue = (tracks: readonly (string | undefined)[]) => tracks.map((track) => track ?? "-").join(" ")

/**
 * CSS for a group's server HTML that shows the tab of a stored track before React runs, so a reader with
 * a preference never sees the default tab first. A track applies when it is stored and no earlier tab's
 * track is (the same rule as tabOfStoredTracks); only tracks that name one tab count. Written into the
 * page's <head> at build (src/theme/styles/pageRules), once per distinct list of tracks.
 */
export function preHydrationTrackCss(tracks: readonly (string | undefined)[]): string {
  const followed = tracks.filter((track, index): track is string => track !== undefined && tracks.indexOf(track) === index && picksOneTab(tracks, track))
  const group = `[${GROUP_TRACKS_ATTRIBUTE}="${groupTracksValue(tracks)}"][${AWAITING_TRACKS_ATTRIBUTE}]`
  return followed
    .map((track, index) => {
      const stored = (name: string) => `[${HTML_TRACKS_ATTRIBUTE}~="${name}"]`
      const scope = `html${stored(track)}${followed.slice(0, index).map((earlier) => `:not(${stored(earlier)})`).join("")} ${group}`
      return [
        `${scope} [role=tabpanel]{display:none}`,
        `${scope} [role=tabpanel][data-track="${track}"]{display:block}`,
        `${scope} [role=tab]{${OTHER_TAB}}`,
        `${scope} [role=tab][data-track="${track}"]{${SELECTED_TAB}}`,
      ].join("\n")
    })
    .join("\n")
}
