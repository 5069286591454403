// The build is deterministic: a second build of the same tree writes the same public/ byte for byte as the
// build this test finds in public/ (npm test's production build).
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import { comparePublic, withoutHashes } from "../../../scripts/compare-public.mjs"

const SITE = process.env.SITE_DIR || "."
const PUBLIC = path.join(SITE, "public")

function tree(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "strata-compare-"))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

test("compare-public finds files only on one side and files whose bytes differ", () => {
  const a = tree({ "index.html": "<p>a</p>", "x/page.md": "same", "gone.txt": "1" })
  const b = tree({ "index.html": "<p>b</p>", "x/page.md": "same", "new.txt": "1" })
  try {
    assert.deepEqual(comparePublic(a, b), { files: 3, onlyInA: ["gone.txt"], onlyInB: ["new.txt"], differing: ["index.html"] })
    assert.deepEqual(comparePublic(a, a), { files: 3, onlyInA: [], onlyInB: [], differing: [] })
  } finally {
    for (const dir of [a, b]) rmSync(dir, { recursive: true, force: true })
  }
})

test("compare-public --hashes reads content hashes in names and references as the same", () => {
  assert.equal(withoutHashes("/app-0123456789abcdef0123.js"), "/app-<hash>.js")
  const a = tree({ "app-0123456789abcdef0123.js": "x", "index.html": '<script src="/app-0123456789abcdef0123.js">' })
  const b = tree({ "app-fedcba9876543210fedc.js": "x", "index.html": '<script src="/app-fedcba9876543210fedc.js">' })
  try {
    assert.deepEqual(comparePublic(a, b).differing, ["index.html"])
    assert.deepEqual(comparePublic(a, b, { hashes: true }), { files: 2, onlyInA: [], onlyInB: [], differing: [] })
  } finally {
    for (const dir of [a, b]) rmSync(dir, { recursive: true, force: true })
  }
})

// A node's id, and so the page data, depends on the site's folder: the second build runs in the same folder,
// with the first build's public/ moved aside. It is a warm build (.cache kept), so it also shows that what a
// warm build reuses (compiled pages, checks, files beside the pages) writes what a clean build writes.
test("a second build of the same tree writes the same public/", { skip: !existsSync(path.join(PUBLIC, "index.html")) && "no build in public/" }, () => {
  // Beside public/ (same disk, so it moves by rename).
  const first = mkdtempSync(path.join(SITE, ".first-public-"))
  renameSync(PUBLIC, path.join(first, "public"))
  try {
    const build = spawnSync("node_modules/.bin/gatsby", ["build"], {
      cwd: SITE,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    assert.equal(build.status, 0, `the second build failed:\n${(build.stdout + build.stderr).slice(-3000)}`)
    const result = comparePublic(path.join(first, "public"), PUBLIC)
    console.log(`deterministic: ${result.files} files compared`)
    assert.deepEqual({ onlyInFirst: result.onlyInA, onlyInSecond: result.onlyInB, differing: result.differing }, { onlyInFirst: [], onlyInSecond: [], differing: [] })
  } finally {
    // Whatever happened, public/ holds a whole build again.
    if (!existsSync(path.join(PUBLIC, "index.html"))) {
      rmSync(PUBLIC, { recursive: true, force: true })
      renameSync(path.join(first, "public"), PUBLIC)
    }
    rmSync(first, { recursive: true, force: true })
  }
})
