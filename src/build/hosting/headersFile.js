// CommonJS, so that both the build (TypeScript, compiled by Gatsby) and the plain-Node server can load it.
// The `_headers` file format that Netlify and Cloudflare Pages read, in one place: the build writes it,
// scripts/serve-static.mjs applies it, so the headers tested locally are the headers deployed.
// A rule is a path pattern on its own line, then indented `Name: value` lines. `*` matches any run of
// characters, `/` included. Every rule matching a path applies; a header set by two rules gets both
// values joined by ", " (what both hosts do), so the build never lets two rules set the same header.

/** Parses the file into rules: [{ path, headers: [[name, value], …] }], in file order. */
function parseHeadersFile(text) {
  const rules = []
  for (const [index, line] of text.split("\n").entries()) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(":")
    if (!rules.length || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, got "${line.trim()}"`)
    rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** The text of the file for these rules. */
function formatHeadersFile(rules) {
  return rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n")).join("\n") + "\n"
}

const patterns = new Map()

/** Whether a rule's path pattern matches a URL path (without query). */
function pathMatches(pattern, urlPath) {
  let regex = patterns.get(pattern)
  if (!regex) {
    regex = new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`)
    patterns.set(pattern, regex)
  }
  return regex.test(urlPath)
}

/** The headers of a URL path under these rules, names as written in the file. */
function headersFor(rules, urlPath) {
  const headers = {}
  const lower = {}
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue
    for (const [name, value] of rule.headers) {
      const key = lower[name.toLowerCase()] ?? name
      lower[name.toLowerCase()] = key
      headers[key] = key in headers ? `${headers[key]}, ${value}` : value
    }
  }
  return headers
}

module.exports = { parseHeadersFile, formatHeadersFile, pathMatches, headersFor }
