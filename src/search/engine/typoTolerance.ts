/** Typos allowed in a query word, as Algolia counts them: none below 4 letters, one from 4, two from 8. */
export function allowedTypos(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0
}

/**
 * Whether `a` is within `max` edits of `b`, counted as Algolia counts typos: a missing, extra or wrong
 * letter, or two adjacent letters swapped ("secrte" → "secret" is one), stopping early.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  // Optimal string alignment distance, row by row: the row before last is kept for swaps.
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1)
      rowMin = Math.min(rowMin, current[j])
    }
    if (rowMin > max) return false
    before = previous
    previous = current
  }
  return previous[b.length] <= max
}
