/** @jest-environment node */
import { formatHeadersFile, headersFor, parseHeadersFile, pathMatches } from "../../../src/build/hosting/headersFile"
import { hostingHeaderRules, IMMUTABLE, isHashedBundle, REVALIDATE } from "../../../src/build/hosting/hostingHeaders"
import { buildSearchIndex } from "../../../src/search/index/buildIndex"
import { META_FILE } from "../../../src/search/shared/indexFormat"

// A build's files, as URL paths: one of each kind public/ holds.
const FILES = [
  "/index.html", "/guides/pipeline/index.html", "/404.html", "/404/index.html",
  "/app-a297a5633191122272a8.js", "/app-a297a5633191122272a8.js.map", "/app-a297a5633191122272a8.js.LICENSE.txt",
  "/component---src-templates-doc-page-tsx-5431159204475515f116.js", "/styles.0123456789abcdef0123.css",
  "/~partytown/partytown.js", "/static/abc123/diagram.png",
  "/search/meta.json", "/search/dict.03605ad8bac040d5.json", "/search/postings.1a2b3c4d5e6f7a8b.3.json", "/search/fragments.9f8e7d6c5b4a3f2e/12.json",
  "/page-data/app-data.json", "/page-data/guides/pipeline/page-data.json", "/chunk-map.json",
  "/sitemap-index.xml", "/sitemap-0.xml", "/llms.txt", "/llms-full.txt", "/robots.txt", "/index.md", "/guides/pipeline.md",
  "/favicon.svg",
]
const PAGES = [
  { route: "/", policy: "default-src 'self'; frame-ancestors 'none'" },
  { route: "/guides/pipeline", policy: "default-src 'self'; script-src 'self' 'sha256-A='; frame-ancestors 'none'" },
  { route: "/404.html", policy: "default-src 'self'; frame-ancestors 'none'" },
]
const rules = hostingHeaderRules(FILES, PAGES)
const at = (urlPath: string) => headersFor(rules, urlPath)

describe("the _headers file format", () => {
  test.each([
    ["/*", "/a/b.js", true],
    ["/*.md", "/guides/pipeline.md", true],
    ["/*.md", "/guides/pipeline.mdx", false],
    ["/search/dict.*", "/search/dict.abc.json", true],
    ["/search/dict.*", "/search/dictionary.json", false],
    ["/guides/pipeline", "/guides/pipeline", true],
    ["/guides/pipeline", "/guides/pipeline/more", false],
    ["/a.b", "/axb", false],
  ])("%s matches %s: %s", (pattern, urlPath, expected) => {
    expect(pathMatches(pattern, urlPath)).toBe(expected)
  })

  test("written and read back, the rules are the same", () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules)
  })

  test("a header line outside a rule is refused with its line number", () => {
    expect(() => parseHeadersFile("# rules\n  Cache-Control: no-store\n")).toThrow(/line 2/)
  })

  test("two rules setting one header are joined with a comma, as hosts do", () => {
    const twice = parseHeadersFile("/*\n  Cache-Control: a\n/x\n  cache-control: b\n")
    expect(headersFor(twice, "/x")).toEqual({ "Cache-Control": "a, b" })
  })
})

describe("the build's hosting headers", () => {
  test.each([
    ["/app-a297a5633191122272a8.js", IMMUTABLE],
    ["/component---src-templates-doc-page-tsx-5431159204475515f116.js", IMMUTABLE],
    ["/styles.0123456789abcdef0123.css", IMMUTABLE],
    ["/static/abc123/diagram.png", IMMUTABLE],
    ["/search/dict.03605ad8bac040d5.json", IMMUTABLE],
    ["/search/postings.1a2b3c4d5e6f7a8b.3.json", IMMUTABLE],
    ["/search/fragments.9f8e7d6c5b4a3f2e/12.json", IMMUTABLE],
    ["/", REVALIDATE],
    ["/guides/pipeline", REVALIDATE],
    ["/404.html", REVALIDATE],
    ["/search/meta.json", REVALIDATE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/guides/pipeline/page-data.json", REVALIDATE],
    ["/sitemap-index.xml", REVALIDATE],
    ["/sitemap-0.xml", REVALIDATE],
    ["/llms.txt", REVALIDATE],
    ["/llms-full.txt", REVALIDATE],
    ["/robots.txt", REVALIDATE],
    ["/guides/pipeline.md", REVALIDATE],
    ["/index.md", REVALIDATE],
    // Not named by content: left to the host's default rather than cached for a year.
    ["/~partytown/partytown.js", undefined],
    ["/favicon.svg", undefined],
  ])("%s: Cache-Control %s", (urlPath, expected) => {
    expect(at(urlPath)["Cache-Control"]).toBe(expected)
  })

  test("every file of the search index is kept a year, named by its content, but meta.json, which revalidates", () => {
    const record = (id: string, content: string) => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code: "", title: "Page", hierarchy: ["Page", id] })
    const records = [record("a", "rotate the webhook secret"), record("b", "retry the webhook later")]
    // With a term list, and with shards only (a larger site).
    for (const termListChars of [undefined, 0]) {
      const { files } = buildSearchIndex(records, { dictionaryChars: 1, postingsChars: 1, termListChars })
      for (const name of files.keys()) expect([name, at(`/search/${name}`)["Cache-Control"]]).toEqual([name, name === META_FILE ? REVALIDATE : IMMUTABLE])
    }
  })

  test("every file and page gets at most one value per header", () => {
    for (const urlPath of [...FILES, ...PAGES.map((page) => page.route)]) {
      for (const value of Object.values(at(urlPath))) expect(value).not.toMatch(/immutable, |must-revalidate, |UTF-8, /)
    }
  })

  test("nosniff on everything, a page's referrer and permissions policies on pages only; a page keeps its own policy", () => {
    for (const urlPath of ["/", "/guides/pipeline"]) {
      expect(at(urlPath)).toMatchObject({ "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" })
      expect(at(urlPath)["Permissions-Policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    }
    for (const urlPath of ["/app-a297a5633191122272a8.js", "/search/meta.json", "/index.md"]) {
      expect(at(urlPath)["X-Content-Type-Options"]).toBe("nosniff")
      expect(Object.keys(at(urlPath))).not.toEqual(expect.arrayContaining(["Referrer-Policy"]))
      expect(at(urlPath)["Permissions-Policy"]).toBeUndefined()
    }
    expect(at("/guides/pipeline")["Content-Security-Policy"]).toBe(PAGES[1].policy)
    expect(at("/guides/pipeline.md")["Content-Security-Policy"]).toBeUndefined()
  })

  test("Markdown and text files say what they are", () => {
    expect(at("/guides/pipeline.md")["Content-Type"]).toBe("text/markdown; charset=UTF-8")
    expect(at("/llms.txt")["Content-Type"]).toBe("text/plain; charset=UTF-8")
    expect(at("/sitemap-0.xml")["Content-Type"]).toBeUndefined()
  })

  test("a page's rule has its policy on the line after its route (what hosts and the CSP tests read)", () => {
    expect(formatHeadersFile(rules)).toContain("/guides/pipeline\n  Content-Security-Policy: default-src 'self'; script-src")
  })

  test.each([
    ["/app-a297a5633191122272a8.js", true],
    ["/framework-0cd14124700970a81adb.js", true],
    ["/app-a297a5633191122272a8.js.map", false],
    ["/~partytown/partytown-sw.js", false],
    ["/static/x-0123456789abcdef0123.js", false],
  ])("%s is a hashed bundle: %s", (urlPath, expected) => {
    expect(isHashedBundle(urlPath)).toBe(expected)
  })
})
