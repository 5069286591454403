import { createHash } from "crypto"
import { contentSecurityPolicy, inlineScripts, inlineStyles, parseExtraOrigins, scriptHash, withCspMeta } from "../../../src/build/hosting/csp"
import { configuredOrigins, routeOfHtmlFile } from "../../../src/build/hosting/cspBuildStep"
import { robotsTxt } from "../../../src/build/emit/robots"

const page = (head: string, body = "") => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe("inline scripts of a built page", () => {
  test.each([
    ["a plain inline script", `<script>a()</script>`, ["a()"]],
    ["an inline script with an id over several lines", `<script\n  id="gatsby-chunk-mapping"\n>\n  b()\n</script>`, ["\n  b()\n"]],
    ["a module script", `<script type="module">c()</script>`, ["c()"]],
    ["an external script", `<script src="/app.js" async></script>`, []],
    ["a JSON-LD data block (not run, so not hashed)", `<script type="application/ld+json">{"@type":"TechArticle"}</script>`, []],
  ])("%s", (_name, html, expected) => {
    expect(inlineScripts(page(html))).toEqual(expected)
  })

  test("the hash is the base64 sha256 of the exact text between the tags", () => {
    const body = "window.pagePath=\"/x\";"
    expect(scriptHash(body)).toBe(`'sha256-${createHash("sha256").update(body).digest("base64")}'`)
  })
})

describe("inline styles of a built page", () => {
  test("every <style> element's exact text, whatever its attributes", () => {
    expect(inlineStyles(page(`<style>a{b:c}</style><style media="print">\nd{e:f}\n</style>`, "<p>x</p>"))).toEqual(["a{b:c}", "\nd{e:f}\n"])
  })
})

describe("the policy", () => {
  const hashes = { scripts: ["'sha256-AAA='", "'sha256-BBB='", "'sha256-AAA='"], styles: ["'sha256-CCC='"] }

  test("styles: self plus this page's style hashes; no unsafe-inline", () => {
    const styles = contentSecurityPolicy(hashes).split("; ").find((d) => d.startsWith("style-src"))
    expect(styles).toBe("style-src 'self' 'sha256-CCC='")
    expect(contentSecurityPolicy({ scripts: [] })).toContain("style-src 'self';")
  })

  test("scripts: self plus this page's hashes, once each; never unsafe-inline or unsafe-eval", () => {
    const policy = contentSecurityPolicy(hashes)
    expect(policy).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';")
    expect(policy.split(";").find((d) => d.includes("script-src"))).not.toMatch(/unsafe/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
  })

  test("no third-party origin unless configured; the explorer may reach the documented application hosts only", () => {
    const policy = contentSecurityPolicy(hashes)
    expect(policy.replace(" https://*.apps.strata.dev;", ";")).not.toMatch(/https:/)
    expect(policy).toContain("connect-src 'self' https://*.apps.strata.dev;")
    expect(policy.split("; ").filter((d) => d.includes("apps.strata.dev"))).toHaveLength(1)
  })

  test("Algolia's hosts and insights in connect-src when configured; the tag manager in script-src when configured", () => {
    const policy = contentSecurityPolicy(hashes, { algoliaAppId: "ABC123", gtm: { origin: "https://www.googletagmanager.com", extraOrigins: [] } })
    const connect = policy.split("; ").find((d) => d.startsWith("connect-src"))
    expect(connect).toContain("https://abc123-dsn.algolia.net")
    expect(connect).toContain("https://*.algolianet.com")
    expect(connect).toContain("https://insights.algolia.io")
    expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/www\.googletagmanager\.com/)
  })

  test("frame-ancestors only in the header form: a <meta> policy cannot carry it", () => {
    expect(contentSecurityPolicy(hashes)).not.toContain("frame-ancestors")
    expect(contentSecurityPolicy(hashes, {}, true)).toContain("frame-ancestors 'none'")
  })

  test("configured origins follow the same environment variables as the browser", () => {
    const google = { origin: "https://www.googletagmanager.com", extraOrigins: [] }
    expect(configuredOrigins({})).toEqual({ algoliaAppId: undefined, gtm: undefined })
    expect(configuredOrigins({ GATSBY_ALGOLIA_APP_ID: "APP" })).toEqual({ algoliaAppId: undefined, gtm: undefined })
    expect(configuredOrigins({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_SEARCH_KEY: "k", GATSBY_GTM_ID: "GTM-1" })).toEqual({ algoliaAppId: "APP", gtm: google })
    expect(configuredOrigins({ GATSBY_GTM_ID: "GTM-1", GATSBY_GTM_ORIGIN: "https://tags.example.com/", GTM_EXTRA_ORIGINS: "https://cdn.example.net" }).gtm).toEqual({
      origin: "https://tags.example.com",
      extraOrigins: ["https://cdn.example.net"],
    })
    // Extra origins are for the container's tags: without a container they add nothing.
    expect(configuredOrigins({ GTM_EXTRA_ORIGINS: "https://cdn.example.net" }).gtm).toBeUndefined()
  })
})

describe("the tag manager's origins", () => {
  const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? ""
  const policy = contentSecurityPolicy({ scripts: ["'sha256-A='"] }, { gtm: { origin: "https://sgtm.example.com", extraOrigins: ["https://cdn.vendor.example", "https://*.pixels.example"] } })

  test("the container's origin and the extra origins may serve scripts, be connected to and show images", () => {
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-A=' https://sgtm.example.com https://cdn.vendor.example https://*.pixels.example")
    expect(directive(policy, "connect-src")).toMatch(/^connect-src 'self' https:\/\/\*\.apps\.strata\.dev https:\/\/sgtm\.example\.com https:\/\/www\.google-analytics\.com .*https:\/\/cdn\.vendor\.example https:\/\/\*\.pixels\.example$/)
    expect(directive(policy, "img-src")).toContain("https://cdn.vendor.example")
  })

  test("still no unsafe-inline, unsafe-eval or strict-dynamic for scripts: an injected inline script stays refused", () => {
    expect(directive(policy, "script-src")).not.toMatch(/unsafe|strict-dynamic|nonce/)
  })

  test.each([
    ["https://cdn.example.com https://*.example.org", ["https://cdn.example.com", "https://*.example.org"]],
    ["https://a.example.com/, https://a.example.com", ["https://a.example.com"]],
    ["http://127.0.0.1:4100", ["http://127.0.0.1:4100"]],
    ["", []],
  ])("GTM_EXTRA_ORIGINS=%j gives %j", (value, expected) => {
    expect(parseExtraOrigins(value)).toEqual(expected)
  })

  test.each(["'unsafe-inline'", "*", "https:", "http://cdn.example.com", "https://cdn.example.com/path.js", "data:", "https://*"])("refuses %s, naming it", (value) => {
    expect(() => parseExtraOrigins(`https://ok.example.com ${value}`)).toThrow(new RegExp(`refused: ${value.replace(/[*.:/'-]/g, "\\$&")}$`))
  })
})

describe("the meta element", () => {
  test("goes right after <meta charset>, before every script, and replaces an earlier one", () => {
    const html = page(`<script>x()</script>`)
    const once = withCspMeta(html, "script-src 'self' 'sha256-A='")
    expect(once).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-A='"\/><script>/)
    const twice = withCspMeta(once, "script-src 'self' 'sha256-B='")
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(twice).toContain("sha256-B=")
  })

  test("a page without a head is refused", () => {
    expect(() => withCspMeta("<div>fragment</div>", "default-src 'self'")).toThrow(/no <head>/)
  })
})

test("built files map to the paths they answer", () => {
  expect(routeOfHtmlFile("/p", "/p/index.html")).toBe("/")
  expect(routeOfHtmlFile("/p", "/p/guides/x/index.html")).toBe("/guides/x")
  expect(routeOfHtmlFile("/p", "/p/404.html")).toBe("/404.html")
})

test("robots.txt points at the sitemap under the configured site URL", () => {
  expect(robotsTxt("https://docs.example.test")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://docs.example.test/sitemap-index.xml\n")
})
