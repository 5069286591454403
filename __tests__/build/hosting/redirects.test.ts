import fs from "fs"
import os from "os"
import path from "path"
import { nginxRedirects, nginxServerBlock } from "../../../src/build/hosting/nginxConfig"
import { redirectPage } from "../../../src/build/hosting/redirectPage"
import { hostRules, writeRedirects } from "../../../src/build/hosting/redirectsBuildStep"
import { formatRedirectsFile, parseRedirectsFile, redirectLocation } from "../../../src/build/hosting/redirectsFile"

const REDIRECTS = [
  { from: "/guides/function/sending-request", to: "/guides/function/sending-requests" },
  { from: "/guides/retries", to: "/guides/function/sending-requests#retry-failed-requests" },
]

describe("public/_redirects", () => {
  it("has one forced 301 a line, old path first", () => {
    const text = formatRedirectsFile(REDIRECTS)
    expect(text.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "/guides/function/sending-request  /guides/function/sending-requests  301!",
      "/guides/retries  /guides/function/sending-requests#retry-failed-requests  301!",
    ])
  })

  it("reads back what it writes, the status as the hosts read it", () => {
    expect(parseRedirectsFile(formatRedirectsFile(REDIRECTS))).toEqual(REDIRECTS.map((redirect) => ({ ...redirect, status: 301 })))
  })

  it("answers an old path with the new one, the query before the target's anchor", () => {
    const rules = parseRedirectsFile(formatRedirectsFile(REDIRECTS))
    expect(redirectLocation(rules, "/guides/retries", "?lang=cue")).toEqual({
      status: 301,
      location: "/guides/function/sending-requests?lang=cue#retry-failed-requests",
    })
    expect(redirectLocation(rules, "/guides/function/sending-request")).toEqual({ status: 301, location: "/guides/function/sending-requests" })
    expect(redirectLocation(rules, "/guides/function/sending-requests")).toBeUndefined()
  })
})

describe("the hosts' rules", () => {
  it("send the old path with a trailing slash straight to the new page (one 301), and the twin to the new twin", () => {
    expect(hostRules(REDIRECTS.slice(0, 1))).toEqual([
      { from: "/guides/function/sending-request", to: "/guides/function/sending-requests" },
      { from: "/guides/function/sending-request/", to: "/guides/function/sending-requests" },
      { from: "/guides/function/sending-request.md", to: "/guides/function/sending-requests.md" },
    ])
    const rules = parseRedirectsFile(formatRedirectsFile(hostRules(REDIRECTS)))
    expect(redirectLocation(rules, "/guides/retries/", "?lang=cue")).toEqual({
      status: 301,
      location: "/guides/function/sending-requests?lang=cue#retry-failed-requests",
    })
    expect(nginxRedirects(hostRules(REDIRECTS))).toContain('location = /guides/retries/ { return 301 "/guides/function/sending-requests$is_args$args#retry-failed-requests"; }')
  })
})

describe("nginx", () => {
  it("answers each old path with an exact location, the anchor quoted so it is not a comment", () => {
    expect(nginxRedirects(REDIRECTS).split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      'location = /guides/function/sending-request { return 301 "/guides/function/sending-requests$is_args$args"; }',
      'location = /guides/retries { return 301 "/guides/function/sending-requests$is_args$args#retry-failed-requests"; }',
    ])
  })

  it("includes the build's rules from the deployed folder and hides the hosts' files", () => {
    const block = nginxServerBlock("/srv/docs/public")
    expect(block).toContain("    include /srv/docs/public/_redirects.nginx;")
    for (const file of ["_headers", "_redirects", "_redirects.nginx"]) expect(block).toContain(`location = /${file} { return 404; }`)
  })
})

describe("the fallback page at an old path", () => {
  const html = redirectPage("/guides/function/sending-requests#retry-failed-requests", "Sending requests", "https://docs.strata.dev")

  it("refreshes to the new page without JavaScript, is not indexed, names its canonical page and links to it", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guides/function/sending-requests#retry-failed-requests" />')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<link rel="canonical" href="https://docs.strata.dev/guides/function/sending-requests" />')
    expect(html).toContain('<a href="/guides/function/sending-requests#retry-failed-requests">Sending requests</a>')
    expect(html).toContain("<main>")
  })

  it("keeps the reader's own query and anchor with JavaScript, the target's anchor otherwise", () => {
    const script = /<script>(.*)<\/script>/.exec(html)?.[1] ?? ""
    const location = { search: "?lang=cue", hash: "", replace: jest.fn() }
    new Function("location", script)(location)
    expect(location.replace).toHaveBeenCalledWith("/guides/function/sending-requests?lang=cue#retry-failed-requests")
    new Function("location", script)({ ...location, hash: "#set-a-timeout" })
    expect(location.replace).toHaveBeenLastCalledWith("/guides/function/sending-requests?lang=cue#set-a-timeout")
  })

  it("escapes a title", () => {
    expect(redirectPage("/a", "Fields & <types>", "https://docs.strata.dev")).toContain("<title>Moved: Fields &amp; &lt;types&gt;</title>")
  })
})

describe("writeRedirects", () => {
  const SITE = { siteUrl: "https://docs.strata.dev", titleSuffix: "Protocol API Reference" }
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"))
    fs.mkdirSync(path.join(root, "content"))
    fs.mkdirSync(path.join(root, "public/guides/new"), { recursive: true })
    fs.writeFileSync(path.join(root, "public/guides/new/index.html"), "<html><head><title>New guide - Protocol API Reference</title></head></html>")
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))
  const read = (file: string) => fs.readFileSync(path.join(root, "public", file), "utf8")

  it("writes _redirects, the nginx rules and a fallback page titled after the target; a later build removes the pages of dropped lines", () => {
    fs.writeFileSync(path.join(root, "content/redirects.yaml"), "/guides/old: /guides/new\n/guides/older: /guides/new\n")
    expect(writeRedirects(root, path.join(root, "public"), SITE)).toBe(2)
    expect(read("_redirects")).toContain("/guides/old  /guides/new  301!")
    expect(read("_redirects")).toContain("/guides/old/  /guides/new  301!")
    expect(read("_redirects")).toContain("/guides/old.md  /guides/new.md  301!")
    expect(read("_redirects.nginx")).toContain("location = /guides/older ")
    expect(read("guides/old/index.html")).toContain(">New guide</a>")

    fs.writeFileSync(path.join(root, "content/redirects.yaml"), "/guides/old: /guides/new\n")
    expect(writeRedirects(root, path.join(root, "public"), SITE)).toBe(1)
    expect(fs.existsSync(path.join(root, "public/guides/older/index.html"))).toBe(false)
    expect(fs.existsSync(path.join(root, "public/guides/new/index.html"))).toBe(true)
  })

  it("writes empty rules when nothing moved", () => {
    expect(writeRedirects(root, path.join(root, "public"), SITE)).toBe(0)
    expect(parseRedirectsFile(read("_redirects"))).toEqual([])
  })
})
