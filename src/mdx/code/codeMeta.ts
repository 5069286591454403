/** Reads `title="…"` from what follows the language on a fence line (```ts title="client.ts"). */
export function parseCodeMeta(meta: string | null | undefined): { title?: string } {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? "")
  const title = match ? (match[1] ?? match[2] ?? match[3]) : undefined
  return title ? { title } : {}
}
