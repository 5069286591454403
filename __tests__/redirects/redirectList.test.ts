import { parseRedirects, splitTarget } from "../../src/redirects/redirectList"
import { checkRedirects, linkTargetFor } from "../../src/redirects/redirectChecks"

const FILE = "content/redirects.yaml"

describe("parseRedirects", () => {
  it("reads one old: new line per redirect, with its line number, comments and blank lines skipped", () => {
    const text = "# moved pages\n\n/guides/old: /guides/new\n\"/guides/merged\": /guides/new#set-a-timeout\n"
    expect(parseRedirects(text, FILE)).toEqual({
      redirects: [
        { from: "/guides/old", to: "/guides/new", line: 3 },
        { from: "/guides/merged", to: "/guides/new#set-a-timeout", line: 4 },
      ],
      problems: [],
    })
  })

  it("declares none when the file is absent or holds only comments", () => {
    expect(parseRedirects("", FILE)).toEqual({ redirects: [], problems: [] })
    expect(parseRedirects("# nothing moved yet\n", FILE)).toEqual({ redirects: [], problems: [] })
  })

  it("refuses an old path written twice, naming the line", () => {
    const { problems } = parseRedirects("/a: /b\n/c: /d\n/a: /e\n", FILE)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/redirects\.yaml:3 duplicated mapping key/)
  })

  it("refuses a list, and paths that are not routes of this site", () => {
    expect(parseRedirects("- /a: /b\n", FILE).problems).toEqual([`${FILE}: expected one "/old/route: /new/route" line per redirect`])
    const { redirects, problems } = parseRedirects(
      ["guides/a: /b", "/c/: /d", "/e: https://example.com/e", "/f: /g?x=1", "/h:", "/i: /j/", "/k: /l#bad anchor", "/: /m"].join("\n"),
      FILE,
    )
    expect(redirects).toEqual([])
    expect(problems).toEqual([
      `${FILE}:1 the old path guides/a must be a route from the root, without ?query or #anchor (like /guides/old-name)`,
      `${FILE}:2 write the old path without its trailing slash: /c`,
      `${FILE}:3 /e → https://example.com/e: a redirect leads to a page of this site, written from the root (like /guides/new-name)`,
      `${FILE}:4 /f → /g?x=1: write the new route from the root, with an optional #heading-id, without spaces or ?query`,
      `${FILE}:5 /h leads nowhere: write "/h: /its/new/route"`,
      `${FILE}:6 /i → /j/: write the new route without its trailing slash`,
      `${FILE}:7 /k → /l#bad anchor: write the new route from the root, with an optional #heading-id, without spaces or ?query`,
      `${FILE}:8 the home page / cannot be redirected`,
    ])
  })

  it("splits a target into its route and anchor", () => {
    expect(splitTarget("/a/b#c")).toEqual({ route: "/a/b", anchor: "c" })
    expect(splitTarget("/a/b")).toEqual({ route: "/a/b" })
  })
})

describe("checkRedirects", () => {
  const pages = [
    { route: "/guides/new", file: "content/docs/guides/new.mdx", anchors: ["set-a-timeout"] },
    { route: "/guides/kept", file: "content/docs/guides/kept.mdx", anchors: [] },
  ]
  const redirect = (from: string, to: string, line: number) => ({ from, to, line })

  it("passes a redirect to a page, and to a heading of it", () => {
    expect(checkRedirects([redirect("/guides/old", "/guides/new", 1), redirect("/guides/older", "/guides/new#set-a-timeout", 2)], pages, FILE)).toEqual([])
  })

  it("refuses a target that is not a page, or a heading the page does not have", () => {
    expect(checkRedirects([redirect("/a", "/guides/gone", 4), redirect("/b", "/guides/new#retries", 5)], pages, FILE)).toEqual([
      `${FILE}:4 /a → /guides/gone: no page at /guides/gone`,
      `${FILE}:5 /b → /guides/new#retries: no heading #retries on /guides/new (content/docs/guides/new.mdx)`,
    ])
  })

  it("refuses an old path that is still a page", () => {
    expect(checkRedirects([redirect("/guides/kept", "/guides/new", 2)], pages, FILE)).toEqual([
      `${FILE}:2 /guides/kept is still a page (content/docs/guides/kept.mdx): move or delete the page, or remove this redirect`,
    ])
  })

  it("refuses a chain, giving the line that goes straight to its end", () => {
    const problems = checkRedirects([redirect("/a", "/b", 1), redirect("/b", "/c", 2), redirect("/c", "/guides/new#set-a-timeout", 3)], pages, FILE)
    expect(problems).toEqual([
      `${FILE}:1 /a → /b → /c → /guides/new#set-a-timeout is a chain: write "/a: /guides/new#set-a-timeout"`,
      `${FILE}:2 /b → /c → /guides/new#set-a-timeout is a chain: write "/b: /guides/new#set-a-timeout"`,
    ])
  })

  it("refuses a loop, and a redirect to itself", () => {
    expect(checkRedirects([redirect("/a", "/b", 1), redirect("/b", "/a", 2), redirect("/c", "/c", 3)], pages, FILE)).toEqual([
      `${FILE}:1 /a → /b → /a is a loop: no page at the end of it`,
      `${FILE}:2 /b → /a → /b is a loop: no page at the end of it`,
      `${FILE}:3 /c → /c is a loop: no page at the end of it`,
    ])
  })

  it("tells a link to an old path where to point, keeping the link's own anchor", () => {
    const moved = redirect("/guides/old", "/guides/new#set-a-timeout", 1)
    expect(linkTargetFor("/guides/old", moved)).toBe("/guides/new#set-a-timeout")
    expect(linkTargetFor("/guides/old#retries", moved)).toBe("/guides/new#retries")
  })
})
