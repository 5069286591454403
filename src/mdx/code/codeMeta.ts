/** A `key="value"` (or 'value', or bare value) of the fence meta. */
function metaValue(meta: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/**
 * Reads what follows the language on a fence line: `title="…"` (```ts title="client.ts"), and
 * `nocheck="reason"`, which keeps a deliberately partial or wrong example out of the build's example
 * checks and tells writers why. `nocheck` is never shown to readers.
 */
export function parseCodeMeta(meta: string | null | undefined): { title?: string; nocheck?: string } {
  const title = metaValue(meta ?? "", "title")
  const nocheck = metaValue(meta ?? "", "nocheck")
  return { ...(title ? { title } : {}), ...(nocheck !== undefined ? { nocheck } : {}) }
}

/** The fence meta without `nocheck="…"`, for copies of the page that readers get (the Markdown twin). */
export function readerMeta(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null
  const rest = meta.replace(/(^|\s)nocheck=(?:"[^"]*"|'[^']*'|\S+)/, "").trim()
  return rest === "" ? null : rest
}
