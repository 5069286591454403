import yaml from "js-yaml"
import type { Redirect } from "./types"

/** The redirects of content/redirects.yaml, and what is wrong with the file ("file:line message"). */
export interface RedirectList {
  redirects: Redirect[]
  problems: string[]
}

// Characters a route or a heading id of this site is made of: safe unquoted in _redirects and quoted in nginx.
const ROUTE = /^\/[A-Za-z0-9\-._~%/]*$/
const ANCHOR = /^[A-Za-z0-9\-._~%]+$/

/** The line that declares `from` (`/a/b: /c` or `"/a/b": /c`); 1 when it cannot be found. */
function lineOf(lines: string[], from: string): number {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const pattern = new RegExp(`^\\s*["']?${escaped}["']?\\s*:`)
  return lines.findIndex((line) => pattern.test(line)) + 1 || 1
}

/** What is wrong with an old path, or undefined: a route from the root, one spelling, no anchor. */
function sourceProblem(from: string): string | undefined {
  if (!ROUTE.test(from)) return `the old path ${from} must be a route from the root, without ?query or #anchor (like /guides/old-name)`
  if (from === "/") return "the home page / cannot be redirected"
  if (from.endsWith("/")) return `write the old path without its trailing slash: ${from.replace(/\/+$/, "")}`
  return undefined
}

/** What is wrong with a target, or undefined: a route of this site from the root, with an optional #anchor. */
function targetProblem(from: string, to: unknown): string | undefined {
  if (typeof to !== "string" || !to.trim()) return `${from} leads nowhere: write "${from}: /its/new/route"`
  if (!to.startsWith("/") || to.startsWith("//")) return `${from} → ${to}: a redirect leads to a page of this site, written from the root (like /guides/new-name)`
  const [route, anchor] = to.split("#", 2)
  if (!ROUTE.test(route) || (anchor !== undefined && !ANCHOR.test(anchor))) {
    return `${from} → ${to}: write the new route from the root, with an optional #heading-id, without spaces or ?query`
  }
  if (route.length > 1 && route.endsWith("/")) return `${from} → ${to}: write the new route without its trailing slash`
  return undefined
}

/**
 * Reads content/redirects.yaml: one `old: new` line per moved or retired page, the new route optionally with
 * `#anchor`. An absent or empty file declares none. `file` names the file in messages.
 */
export function parseRedirects(text: string, file: string): RedirectList {
  let data: unknown
  try {
    // JSON_SCHEMA: keys and values stay strings; js-yaml refuses a key written twice.
    data = yaml.load(text, { schema: yaml.JSON_SCHEMA, filename: file })
  } catch (error) {
    const { mark, reason } = error as { mark?: { line: number }; reason?: string }
    return { redirects: [], problems: [`${file}:${(mark?.line ?? 0) + 1} ${reason ?? (error as Error).message}`] }
  }
  if (data === null || data === undefined) return { redirects: [], problems: [] }
  if (typeof data !== "object" || Array.isArray(data)) {
    return { redirects: [], problems: [`${file}: expected one "/old/route: /new/route" line per redirect`] }
  }
  const lines = text.split("\n")
  const redirects: Redirect[] = []
  const problems: string[] = []
  for (const [from, to] of Object.entries(data as Record<string, unknown>)) {
    const line = lineOf(lines, from)
    const problem = sourceProblem(from) ?? targetProblem(from, to)
    if (problem) problems.push(`${file}:${line} ${problem}`)
    else redirects.push({ from, to: to as string, line })
  }
  return { redirects, problems }
}

/** The route part of a target (`/a/b#c` → `/a/b`) and its anchor, if any. */
export function splitTarget(to: string): { route: string; anchor?: string } {
  const [route, anchor] = to.split("#", 2)
  return anchor ? { route, anchor } : { route }
}
