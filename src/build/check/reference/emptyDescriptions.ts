// A description that says nothing: "The URL." under `url`, "The application." under `application`. It names
// the thing and stops, where a reader needs what it does, its format, or what changing it does. Once articles
// and the attribute's own name are taken away, fewer than three words are left, and no code, number or link.

const FILLER = new Set(["the", "a", "an", "of", "its", "their", "this", "that", "to", "for", "in", "on", "and", "or", "is", "be", "it"])

/** The words of a description that tell the reader something: not articles, not the attribute's own name. */
export function telling(description: string, name: string): string[] {
  const own = new Set(name.toLowerCase().split(/[_.\s-]+/))
  return description
    .replace(/\{\{([^}]+)\}\}/g, "$1")
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/'s$/, ""))
    .filter((word) => word && !FILLER.has(word) && !own.has(word) && !own.has(word.replace(/s$/, "")))
}

/** Whether the description says nothing beyond the attribute's name (a code span, number or link says something). */
export function saysNothing(description: string, name: string): boolean {
  if (/`|\d|\]\(/.test(description)) return false
  return telling(description, name).length < 2
}
