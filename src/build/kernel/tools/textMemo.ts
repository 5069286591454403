/**
 * A parser run over many texts at once (one child process for all), remembered per text for the life of the process:
 * `gatsby develop` runs the checks again on every save, and a save changes a text or two, so only those are parsed
 * again. A build parses each text once anyway. The oldest texts go first past `limit`.
 */
export function memoByText<R>(parseAll: (texts: string[]) => R[], limit = 5000): (texts: string[]) => R[] {
  const known = new Map<string, R>()
  return (texts) => {
    const unseen = [...new Set(texts.filter((text) => !known.has(text)))]
    if (unseen.length > 0) {
      const results = parseAll(unseen)
      unseen.forEach((text, index) => known.set(text, results[index]))
      for (const oldest of known.keys()) {
        if (known.size <= limit) break
        if (!texts.includes(oldest)) known.delete(oldest)
        else break
      }
    }
    return texts.map((text) => known.get(text) as R)
  }
}
