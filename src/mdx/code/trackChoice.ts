/** Where the reader's chosen tracks live in localStorage: most recent first, space-separated. */
export const CODE_TRACKS_KEY = "codeTracks"
/** The attribute prePaintScript copies them to on <html>, for the styles that apply before React runs. */
export const HTML_TRACKS_ATTRIBUTE = "data-code-track"

/** How many chosen tracks the browser keeps: far more than the docs offer alternatives for. */
export const MAX_STORED_TRACKS = 8

type Track = string | undefined

/** True when `track` names exactly one tab of the group: only then can a group follow it. */
export function picksOneTab(tracks: readonly Track[], track: string): boolean {
  return tracks.filter((candidate) => candidate === track).length === 1
}

/**
 * The tab a group shows for the reader's stored tracks: the first tab, in tab order, whose track is
 * stored and names only that tab; -1 when none. Tab order, not storage order, breaks a tie so that the
 * stylesheet applied before hydration (which can only test "is this track stored") picks the same tab.
 */
export function tabOfStoredTracks(tracks: readonly Track[], stored: readonly string[]): number {
  return tracks.findIndex((track) => track !== undefined && stored.includes(track) && picksOneTab(tracks, track))
}

/**
 * The stored tracks after the reader picks `track` in a group offering `groupTracks`: the other tracks of
 * that group are dropped, since the reader has just preferred this one to them, and the pick goes first.
 */
export function withChosenTrack(stored: readonly string[], track: string, groupTracks: readonly Track[]): string[] {
  const kept = stored.filter((candidate) => candidate !== track && !groupTracks.includes(candidate))
  return [track, ...kept].slice(0, MAX_STORED_TRACKS)
}
