/** @jest-environment node */
import fs from "fs"
import path from "path"
import { pathMatches } from "../../../src/build/hosting/headersFile"
import { IMMUTABLE_PATTERNS, REVALIDATED_PATTERNS } from "../../../src/build/hosting/hostingHeaders"
import { locationRegex, NGINX_CONF_FILE, nginxServerBlock, TRAILING_SLASH } from "../../../src/build/hosting/nginxConfig"

const COMMITTED = path.join(__dirname, "../../..", NGINX_CONF_FILE)

describe("the nginx server block", () => {
  test("scripts/hosting/nginx.conf is the generated text (npm run hosting:nginx writes it)", () => {
    expect(fs.readFileSync(COMMITTED, "utf8")).toBe(nginxServerBlock())
  })

  test.each([
    ...[...IMMUTABLE_PATTERNS, ...REVALIDATED_PATTERNS, "/*.md"].flatMap((pattern) =>
      ["/static/a1/x.png", "/search/dict.ab.json", "/search/fragments.ab/1.json", "/search/meta.json", "/page-data/app-data.json", "/sitemap-0.xml", "/guides/a.md", "/guides/a", "/search/dictionary.json"].map(
        (urlPath) => [pattern, urlPath] as const,
      ),
    ),
  ])("location %s matches %s exactly when the _headers rule does", (pattern, urlPath) => {
    expect(new RegExp(locationRegex(pattern)).test(urlPath)).toBe(pathMatches(pattern, urlPath))
  })

  test("every location repeats the security headers (nginx drops inherited add_header in a location that has its own)", () => {
    const locations = nginxServerBlock()
      .split(/\n    location /)
      .slice(1)
      .filter((location) => !/^= \/_(headers|redirects)/.test(location) && !location.startsWith(TRAILING_SLASH))
    expect(locations.length).toBeGreaterThan(8)
    for (const location of locations) {
      expect(location).toMatch(/add_header Cache-Control "public, max-age=(0, must-revalidate|31536000, immutable)" always;/)
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;')
      // The pages' own security headers in the location that serves them, and only there.
      const pages = location.startsWith("/ {")
      expect(location.includes("add_header Referrer-Policy")).toBe(pages)
      expect(location.includes("add_header Permissions-Policy")).toBe(pages)
    }
  })

  test("a trailing slash is a regex location, first of them, so the exact locations of old paths answer before it (no rewrite at server level)", () => {
    const conf = nginxServerBlock()
    expect(conf).not.toMatch(/^    rewrite /m)
    const regexLocations = [...conf.matchAll(/^    location (~[^{]*)\{/gm)].map((match) => match[1].trim())
    expect(regexLocations[0]).toBe(TRAILING_SLASH)
    expect(new RegExp(/"(.*)"/.exec(TRAILING_SLASH)![1]).test("/guides/old/")).toBe(true)
    expect(new RegExp(/"(.*)"/.exec(TRAILING_SLASH)![1]).test("/")).toBe(false)
  })

  test("pages route like Gatsby's trailingSlash never, gzip covers text, Markdown has its type", () => {
    const conf = nginxServerBlock()
    expect(conf).toContain('location ~ "^/(.+)/$" { return 301 /$1$is_args$args; }')
    expect(conf).toContain("try_files $uri $uri/index.html =404;")
    expect(conf).toContain("error_page 404 /404.html;")
    expect(conf).toMatch(/gzip_types [^;]*text\/markdown[^;]*application\/json/)
    expect(conf).toContain('default_type "text/markdown; charset=UTF-8";')
    expect(conf).not.toContain("unsafe-inline")
  })
})
