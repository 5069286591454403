// A throwaway copy of the site in a temporary folder, with its own content, for build tests and benchmarks.
import { spawn } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(new URL("..", import.meta.url).pathname)
// Copied, not linked: webpack resolves symlinks, and src/ must import this copy's content/navigation.ts.
const COPIED = ["src", "static", "plugins", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tsconfig.json", "package.json", "package-lock.json"]

/** Creates the copy; `files` maps paths under it (e.g. "content/docs/a.mdx") to their text. */
export function createFixtureSite(files, { copyContent = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "strata-docs-site-"))
  for (const name of COPIED) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true })
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  if (copyContent) cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true })
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * `gatsby develop` on a copy made by createFixtureSite, on 127.0.0.1:`port`; `output()` is all it has printed
 * (stdout and stderr). Its process group is `child.pid`'s: stop it with `process.kill(-child.pid, "SIGTERM")`.
 */
export function startDevelop(siteDir, port) {
  let output = ""
  const child = spawn("node_modules/.bin/gatsby", ["develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: siteDir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  return { child, output: () => output }
}
