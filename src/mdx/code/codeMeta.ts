// A key="value" pair on a fence line: the value double-quoted, single-quoted or bare.
const metaPattern = (key: string) => new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`)

function metaValue(meta: string, key: string): string | undefined {
  const match = metaPattern(key).exec(meta)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/**
 * Reads what follows the language on a fence line (```ts title="client.ts" track="typescript"): the
 * block's title; the track a writer gives a tab of a CodeGroup when its title cannot tell; and
 * `nocheck="reason"`, which keeps a deliberately partial or wrong example out of the build's example
 * checks and tells writers why.
 */
export function parseCodeMeta(meta: string | null | undefined): { title?: string; track?: string; nocheck?: string; desc?: string } {
  const title = metaValue(meta ?? "", "title") || undefined
  const track = metaValue(meta ?? "", "track") || undefined
  const nocheck = metaValue(meta ?? "", "nocheck")
  // What a diagram shows, in words: its <desc> for readers who can't see it.
  const desc = metaValue(meta ?? "", "desc") || undefined
  return { ...(title ? { title } : {}), ...(track ? { track } : {}), ...(nocheck !== undefined ? { nocheck } : {}), ...(desc ? { desc } : {}) }
}

// Meta that speaks to the site (tabs) or to writers and the build, never to readers.
const SITE_ONLY_KEYS = ["track", "nocheck"]

/** The fence meta a reader of the Markdown twin sees: without `track` and `nocheck`. */
export function metaForReaders(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null
  const rest = SITE_ONLY_KEYS.reduce((text, key) => text.replace(new RegExp(metaPattern(key).source, "g"), ""), meta).trim()
  return rest === "" ? null : rest
}
