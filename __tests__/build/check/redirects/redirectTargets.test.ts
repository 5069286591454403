import { linkTargetFor } from "../../../../src/build/check/links/links"
import { checkRedirects } from "../../../../src/build/check/redirects/redirectTargets"

// The redirects of content/redirects.yaml checked against the pages (reading the file: __tests__/redirects/redirectList.test.ts).
const FILE = "content/redirects.yaml"

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
