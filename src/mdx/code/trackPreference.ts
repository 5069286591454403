import { useSyncExternalStore } from "react"
import { trackOf } from "./codeTrack"
import { CODE_TRACKS_KEY, withChosenTrack } from "./trackChoice"

export { CODE_TRACKS_KEY }
/** Where the site kept one preferred language before tracks; read once, turned into a track, removed. */
export const OLD_PREFERRED_LANGUAGE_KEY = "preferredCodeLanguage"

type Tracks = readonly string[]

const NO_TRACKS: Tracks = []
const listeners = new Set<() => void>()
let current: Tracks | undefined

// Only words a track can be: anything else in storage (an edit by hand, an old format) is dropped.
const parse = (value: string | null): Tracks => (value ? value.split(/\s+/).filter((word) => /^[a-z0-9-]+$/.test(word)) : NO_TRACKS)

function read(): Tracks {
  try {
    const stored = window.localStorage.getItem(CODE_TRACKS_KEY)
    if (stored !== null) return parse(stored)
    const oldLanguage = window.localStorage.getItem(OLD_PREFERRED_LANGUAGE_KEY)
    if (oldLanguage === null) return NO_TRACKS
    window.localStorage.removeItem(OLD_PREFERRED_LANGUAGE_KEY)
    const track = trackOf({ language: oldLanguage })
    if (track) window.localStorage.setItem(CODE_TRACKS_KEY, track)
    return track ? [track] : NO_TRACKS
  } catch {
    return NO_TRACKS
  }
}

function snapshot(): Tracks {
  if (current === undefined) current = read()
  return current
}

/** Stores the reader's pick of `track` in a group offering `groupTracks`; every group follows. Returns the new tracks. */
export function chooseTrack(track: string, groupTracks: readonly (string | undefined)[]): Tracks {
  const next = withChosenTrack(snapshot(), track, groupTracks)
  try {
    window.localStorage.setItem(CODE_TRACKS_KEY, next.join(" "))
  } catch {
    // Storage refused: the choice still holds on this page.
  }
  current = next
  listeners.forEach((listener) => listener())
  return next
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another window of the site chose a track: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CODE_TRACKS_KEY && event.key !== null) return
    current = parse(event.newValue)
    listener()
  }
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}

/**
 * The reader's chosen tracks; null on the server and while hydrating, so the first render matches the
 * server's HTML (the pre-paint stylesheet shows the stored track until React renders it).
 */
export function useCodeTracks(): Tracks | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}

/** For tests: forget the in-memory tracks so the next read comes from storage. */
export function resetCodeTracksCache(): void {
  current = undefined
}
