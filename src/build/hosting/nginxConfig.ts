import { HASHED_BUNDLE, IMMUTABLE, IMMUTABLE_PATTERNS, MARKDOWN_TYPE, REVALIDATE, REVALIDATED_PATTERNS, SECURITY_HEADERS, TEXT_TYPE } from "./hostingHeaders"

// An nginx server block sending the same headers as public/_headers, from the same rules, for hosts
// that run nginx. Differences, because nginx cannot read a per-build file: each page's full policy
// stays in its <meta> (the header adds only frame-ancestors, which a <meta> cannot carry; browsers
// enforce both), and files no rule names (favicon, images at the top) are revalidated like pages.
// `npm run hosting:nginx` writes it to NGINX_CONF_FILE (scripts/hosting/write-nginx-conf.mjs).

/** Where the block is kept, from the site root, for hosts to copy. */
export const NGINX_CONF_FILE = "scripts/hosting/nginx.conf"

const TEXT_TYPES = [
  "text/plain",
  "text/markdown",
  "text/css",
  "text/javascript",
  "application/javascript",
  "application/json",
  "application/xml",
  "image/svg+xml",
]

/** A `_headers` path pattern as an nginx regex location. */
export function locationRegex(pattern: string): string {
  return `^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`
}

interface Location {
  why: string
  match: string
  cacheControl: string
  contentType?: string
  extra?: string[]
}

const LOCATIONS: Location[] = [
  { why: "Gatsby's bundles, named by their content", match: `~ "${HASHED_BUNDLE.source}"`, cacheControl: IMMUTABLE },
  ...IMMUTABLE_PATTERNS.map((pattern) => ({ why: `${pattern}: named by content`, match: `~ "${locationRegex(pattern)}"`, cacheControl: IMMUTABLE })),
  ...REVALIDATED_PATTERNS.map((pattern) => ({
    why: `${pattern}: fixed name, new content each build`,
    match: `~ "${locationRegex(pattern)}"`,
    cacheControl: REVALIDATE,
  })),
  { why: "the Markdown twins of the pages", match: `~ "${locationRegex("/*.md")}"`, cacheControl: REVALIDATE, contentType: MARKDOWN_TYPE },
  { why: "llms.txt, llms-full.txt, robots.txt", match: `~ "${locationRegex("/*.txt")}"`, cacheControl: REVALIDATE, contentType: TEXT_TYPE },
  {
    why: "pages (trailingSlash never: /a/b is public/a/b/index.html) and anything else",
    match: "/",
    cacheControl: REVALIDATE,
    extra: ["try_files $uri $uri/index.html =404;", `add_header Content-Security-Policy "frame-ancestors 'none'" always;`],
  },
]

function headerLines(location: Location): string[] {
  // add_header in a location replaces every inherited one, so each location repeats the full set.
  return [
    ...(location.contentType ? ["types { }", `default_type "${location.contentType}";`] : []),
    `add_header Cache-Control "${location.cacheControl}" always;`,
    ...SECURITY_HEADERS.map(([name, value]) => `add_header ${name} "${value}" always;`),
    ...(location.extra ?? []),
  ]
}

/** The server block; `root` is where public/ is deployed. */
export function nginxServerBlock(root = "/var/www/strata-docs/public", serverName = "docs.strata.dev"): string {
  const lines = [
    "# Generated from src/build/hosting/hostingHeaders.ts by src/build/hosting/nginxConfig.ts: edit those, not this file.",
    "server {",
    "    listen 80;",
    `    server_name ${serverName};`,
    `    root ${root};`,
    "    charset utf-8;",
    "    charset_types text/plain text/markdown text/css text/javascript application/javascript application/json application/xml image/svg+xml;",
    "    absolute_redirect off;",
    "",
    "    gzip on;",
    "    gzip_vary on;",
    "    gzip_min_length 1024;",
    `    gzip_types ${TEXT_TYPES.join(" ")};`,
    "    # With the ngx_brotli module loaded, also:",
    "    # brotli on;",
    `    # brotli_types ${TEXT_TYPES.join(" ")};`,
    "",
    "    # One URL per page: /a/b/ redirects to /a/b.",
    "    rewrite ^/(.+)/$ /$1 permanent;",
    "    error_page 404 /404.html;",
    "    # The rules file of other hosts is not for readers.",
    "    location = /_headers { return 404; }",
    ...LOCATIONS.flatMap((location) => [
      "",
      `    # ${location.why}`,
      `    location ${location.match} {`,
      ...headerLines(location).map((line) => `        ${line}`),
      "    }",
    ]),
    "}",
  ]
  return lines.join("\n") + "\n"
}
