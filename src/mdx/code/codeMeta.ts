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
  return { ...readMeta(meta, ["title", "track", "desc"]), ...nocheckOf(meta) }
}

const nocheckOf = (meta: string | null | undefined) => {
  const nocheck = metaValue(meta ?? "", "nocheck")
  return nocheck !== undefined ? { nocheck } : {}
}

/** The non-empty values of these keys on a fence line. */
export function readMeta(meta: string | null | undefined, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => {
    const value = metaValue(meta ?? "", key)
    return value ? [[key, value]] : []
  }))
}

// Meta that speaks to the site (tabs) or to writers and the build, never to readers.
// `caller`, `at` and `volatile` tell the build how to run a request (src/build/check/exampleRuns).
// `run` names a reference example's plan for the explorer (src/explorer).
const SITE_ONLY_KEYS = ["track", "nocheck", "caller", "at", "volatile", "run"]

/** The fence meta a reader of the Markdown twin sees: without `track` and `nocheck`. */
export function metaForReaders(meta: string | null | undefined): string | null {
  if (!meta) return meta ?? null
  const rest = SITE_ONLY_KEYS.reduce((text, key) => text.replace(new RegExp(metaPattern(key).source, "g"), ""), meta).trim()
  return rest === "" ? null : rest
}
