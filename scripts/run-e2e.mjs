// Browser tests against the production build: finds Chromium, serves public/, runs __tests__/e2e with node's test runner.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import { ensureChromium } from "./chromium.mjs"
import { startServer } from "./serve.mjs"

const siteDir = process.env.SITE_DIR || "."
if (!existsSync(`${siteDir}/public/index.html`)) {
  console.error("No build in public/: run `npm run build` first (npm test does).")
  process.exit(1)
}
ensureChromium()
const server = await startServer()
const files = readdirSync("__tests__/e2e")
  .filter((file) => file.endsWith(".test.mjs"))
  .map((file) => `__tests__/e2e/${file}`)
const only = process.argv.slice(2)
const result = spawnSync(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...(only.length ? only : files)], {
  stdio: "inherit",
  env: { ...process.env, E2E_BASE_URL: server.url, SITE_DIR: siteDir },
})
server.stop()
process.exit(result.status ?? 1)
