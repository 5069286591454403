import { parseRedirects, splitTarget } from "../../src/redirects/redirectList"

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
