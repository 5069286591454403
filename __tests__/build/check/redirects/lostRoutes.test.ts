import { checkLostRoutes } from "../../../../src/build/check/redirects/lostRoutes"
import type { RouteHistory } from "../../../../src/redirects/types"

const removed = (file: string) => ({ commit: "abc1234", date: "2026-11-20", subject: "Split the guide", file })
const history: RouteHistory = {
  known: true,
  routes: [
    { route: "/" },
    { route: "/guides/moved", removed: removed("content/docs/guides/moved.mdx") },
    { route: "/guides/new" },
  ],
}
const pages = new Set(["/", "/guides/new"])

describe("checkLostRoutes", () => {
  it("passes a moved page whose old route is redirected", () => {
    expect(checkLostRoutes(history, pages, new Set(["/guides/moved"]))).toEqual({
      problems: [],
      summary: "Published routes: 3 ever served, 2 still pages, 1 redirected",
    })
  })

  it("shortens a long commit subject to what recognises it", () => {
    const subject = "Sending requests moves to /guides/function/sending-requests, the route its title says"
    const long: RouteHistory = { known: true, routes: [{ route: "/guides/moved", removed: { ...removed("content/docs/guides/moved.mdx"), subject } }] }
    expect(checkLostRoutes(long, pages, new Set()).problems[0]).toContain('(2026-11-20, "Sending requests moves to /guides/function/sending-requests…")')
  })

  it("fails a removed page without a redirect, naming the commit that removed it and the line to add", () => {
    expect(checkLostRoutes(history, pages, new Set())).toEqual({
      problems: [
        '/guides/moved was served until abc1234 (2026-11-20, "Split the guide") removed content/docs/guides/moved.mdx, ' +
          'and nothing redirects it: add "/guides/moved: <its new route>" to content/redirects.yaml',
      ],
      summary: "Published routes: 3 ever served, 2 still pages, 0 redirected, 1 lost",
    })
  })

  it("says a route is no longer served when git shows no commit removing it, and names the redirects file it is given", () => {
    const { problems } = checkLostRoutes({ known: true, routes: [{ route: "/guides/a" }] }, pages, new Set(), "site/redirects.yaml")
    expect(problems).toEqual(['/guides/a is no longer served, and nothing redirects it: add "/guides/a: <its new route>" to site/redirects.yaml'])
  })

  it("passes a route that is a page again, whatever removed it before", () => {
    expect(checkLostRoutes(history, new Set([...pages, "/guides/moved"]), new Set()).problems).toEqual([])
  })

  it("checks nothing when the history is unknown, and says why in the summary", () => {
    const reason = "this is a shallow clone: run `git fetch --unshallow`"
    expect(checkLostRoutes({ known: false, reason }, new Set(), new Set())).toEqual({
      problems: [],
      summary: `Published routes not checked: ${reason}`,
    })
  })
})
