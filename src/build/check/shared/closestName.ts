/** The edits (insert, delete, replace one character) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]
}

/** The candidate closest to `name`, for "did you mean": within a quarter of its length (at least 1 edit), or none. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(name, candidate)
    if (distance <= Math.max(1, Math.floor(name.length / 4)) && (!best || distance < best.distance)) best = { candidate, distance }
  }
  return best?.candidate
}
