// A warm build (the .cache of the last build kept) writes what changed in the code: a badge's label, which the
// page compiler, the Markdown twins and the server renderer all read (src/ui/badgeKinds.ts), reaches the page's
// HTML and its twin. Their stores in .cache are keyed by the import closure of the code that fills them.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { after, before, test } from "node:test"
import { createFixtureSite } from "../../../scripts/fixture-site.mjs"
import { syntheticContent } from "../../../scripts/synthetic-content.mjs"

const PAGE = "content/docs/synthetic/section-0/page-0.mdx"
const ROUTE = "synthetic/section-0/page-0"
let site

function build() {
  const result = spawnSync("node_modules/.bin/gatsby", ["build"], {
    cwd: site.dir,
    encoding: "utf8",
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  })
  const log = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, "")
  assert.equal(result.status, 0, `the build failed:\n${log.slice(-3000)}`)
  return log
}

const read = (file) => readFileSync(path.join(site.dir, file), "utf8")

before(() => {
  const files = syntheticContent(2)
  // A paragraph with an inline badge, right after the front matter.
  files[PAGE] = files[PAGE].replace(/\n---\n/, '\n---\n\nDropping the namespace <Badge kind="deletes-data" /> removes every record in it.\n')
  site = createFixtureSite(files)
})
after(() => site?.remove())

test("a changed badge label reaches the built HTML and the Markdown twin on a warm build", () => {
  build()
  assert.match(read(`public/${ROUTE}/index.html`), /Deletes data/)
  assert.match(read(`public/${ROUTE}.md`), /Deletes data/)
  const kinds = "src/ui/badgeKinds.ts"
  writeFileSync(path.join(site.dir, kinds), read(kinds).replace('"Deletes data"', '"Erases data"'))
  build()
  for (const file of [`public/${ROUTE}/index.html`, `public/${ROUTE}.md`]) {
    assert.match(read(file), /Erases data/, `${file} has the new label`)
    assert.doesNotMatch(read(file), /Deletes data/, `${file} has lost the old label`)
  }
})
