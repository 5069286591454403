/** A section as ranked for a query. */
export interface RankedSection {
  section: number
  score: number
  /** How many of the query's words the section holds (all of them, unless no section holds all). */
  words: number
  /** How many of them it holds only as parts of another identifier: a tier below the words typed whole. */
  viaParts: number
}

/** Ranking order: more query words, fewer of them only by an identifier's parts, higher score, then index order. */
export function compareSections(a: RankedSection, b: RankedSection): number {
  return b.words - a.words || a.viaParts - b.viaParts || b.score - a.score || a.section - b.section
}

/** Keeps the best `limit` sections offered, in order, without sorting all of them. */
export class TopSections {
  private readonly kept: RankedSection[] = []
  constructor(private readonly limit: number) {}
  offer(entry: RankedSection): void {
    const kept = this.kept
    if (this.limit === Infinity) {
      kept.push(entry)
      return
    }
    if (kept.length >= this.limit && compareSections(entry, kept[kept.length - 1]) >= 0) return
    let at = kept.length
    while (at > 0 && compareSections(entry, kept[at - 1]) < 0) at--
    kept.splice(at, 0, entry)
    if (kept.length > this.limit) kept.pop()
  }
  sorted(): RankedSection[] {
    return this.limit === Infinity ? this.kept.sort(compareSections) : this.kept
  }
}
