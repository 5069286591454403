/** Route change signals for parts of the layout that must react (the drawer closes on both). */
export type RouteEvent = "complete" | "error"

type Listener = (event: RouteEvent) => void
const listeners = new Set<Listener>()

export function emitRouteEvent(event: RouteEvent): void {
  listeners.forEach((listener) => listener(event))
}

export function onRouteEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Gatsby reports a failed navigation only as an unhandled chunk-loading rejection; turn it into an event. */
export function isRouteLoadError(reason: unknown): boolean {
  return /loading (css )?chunk [\w-]* ?failed/i.test(String(reason))
}
