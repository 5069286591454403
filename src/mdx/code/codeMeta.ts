// A key="value" pair on a fence line: the value double-quoted, single-quoted or bare.
const metaPattern = (key: string) => new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`)

function metaValue(meta: string, key: string): string | undefined {
  const match = metaPattern(key).exec(meta)
  return (match ? (match[1] ?? match[2] ?? match[3]) : undefined) || undefined
}

/**
 * Reads what follows the language on a fence line (```ts title="client.ts" track="typescript"): the
 * block's title, and the track a writer gives a tab of a CodeGroup when its title cannot tell.
 */
export function parseCodeMeta(meta: string | null | undefined): { title?: string; track?: string } {
  const title = metaValue(meta ?? "", "title")
  const track = metaValue(meta ?? "", "track")
  return { ...(title ? { title } : {}), ...(track ? { track } : {}) }
}

/** The fence meta a reader of the Markdown twin sees: `track` only steers the site's tabs, so it goes. */
export function metaForReaders(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null
  return meta.replace(new RegExp(metaPattern("track").source, "g"), "").trim() || null
}
