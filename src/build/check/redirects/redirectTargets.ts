import { splitTarget } from "../../../redirects/redirectList"
import type { Redirect } from "../../../redirects/types"
import { REDIRECTS_FILE } from "../../kernel/sourceFiles"
import type { SiteCheck } from "../siteCheck"

/** A page as the redirect checks see it: its route, the file that serves it, the anchors of its headings. */
export interface RedirectedPage {
  route: string
  file: string
  anchors: readonly string[]
}

/** The redirects that follow `redirect` (itself first), ending at the first target that is not redirected, or at a repeat. */
function hops(redirect: Redirect, bySource: ReadonlyMap<string, Redirect>): { path: Redirect[]; loops: boolean } {
  const path = [redirect]
  for (let next = bySource.get(splitTarget(redirect.to).route); next; next = bySource.get(splitTarget(next.to).route)) {
    if (path.includes(next)) return { path, loops: true }
    path.push(next)
  }
  return { path, loops: false }
}

/**
 * Every way a declared redirect is broken, "file:line message" each: its old path is still a page; its target is not
 * a page, or has no heading with its anchor; it leads to another redirect (a chain, which would cost readers two
 * hops: the message gives the line that goes straight to the end) or back to itself (a loop).
 */
export function checkRedirects(redirects: readonly Redirect[], pages: readonly RedirectedPage[], file: string): string[] {
  const pagesByRoute = new Map(pages.map((page) => [page.route, page]))
  const bySource = new Map(redirects.map((redirect) => [redirect.from, redirect]))
  const problems: string[] = []
  for (const redirect of redirects) {
    const at = `${file}:${redirect.line}`
    const stillPage = pagesByRoute.get(redirect.from)
    if (stillPage) {
      problems.push(`${at} ${redirect.from} is still a page (${stillPage.file}): move or delete the page, or remove this redirect`)
      continue
    }
    const { route, anchor } = splitTarget(redirect.to)
    if (bySource.has(route)) {
      const { path, loops } = hops(redirect, bySource)
      const chain = [redirect.from, ...path.map((hop) => hop.to)].join(" → ")
      if (loops) problems.push(`${at} ${chain} is a loop: no page at the end of it`)
      else problems.push(`${at} ${chain} is a chain: write "${redirect.from}: ${path[path.length - 1].to}"`)
      continue
    }
    const target = pagesByRoute.get(route)
    if (!target) problems.push(`${at} ${redirect.from} → ${redirect.to}: no page at ${route}`)
    else if (anchor && !target.anchors.includes(decodeURIComponent(anchor))) {
      problems.push(`${at} ${redirect.from} → ${redirect.to}: no heading #${anchor} on ${route} (${target.file})`)
    }
  }
  return problems
}

/** content/redirects.yaml: its lines that don't parse, and redirects that lead nowhere, through a chain, or round a loop. */
export const redirects: SiteCheck = {
  name: "redirects",
  run: ({ site }) => ({
    problems: [
      ...site.redirectProblems,
      ...checkRedirects(
        site.redirects,
        site.pages.map((page) => ({ route: page.route, file: page.file, anchors: page.compiled?.anchors ?? [] })),
        REDIRECTS_FILE,
      ),
    ],
  }),
}
