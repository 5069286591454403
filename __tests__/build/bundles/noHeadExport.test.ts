import fs from "fs"
import path from "path"
import { UNUSED_HEAD_EXPORT } from "../../../src/build/bundles/unusedRuntime"
import { headHandlerForBrowser } from "../../../src/build/bundles/noHeadExport"

// The browser build replaces Gatsby's Head-export handler with a no-op (unusedRuntime.ts): a page component
// exporting Head would then have no head in the browser. None may.
const PAGE_COMPONENT_DIRS = ["src/templates", "src/pages"]

function pageComponents(): string[] {
  return PAGE_COMPONENT_DIRS.flatMap((dir) =>
    fs.readdirSync(dir).filter((name) => /\.(t|j)sx?$/.test(name)).map((name) => path.join(dir, name)),
  )
}

describe("no page exports Gatsby's Head", () => {
  it.each(pageComponents())("%s", (file) => {
    const source = fs.readFileSync(file, "utf8")
    expect(source).not.toMatch(/export\s+(const|function|let|var)\s+Head\b/)
    expect(source).not.toMatch(/export\s*\{[^}]*\bHead\b[^}]*\}/)
  })

  it("the replacement matches Gatsby's import and does nothing", () => {
    expect(UNUSED_HEAD_EXPORT.pattern.test("./head/head-export-handler-for-browser")).toBe(true)
    expect(UNUSED_HEAD_EXPORT.pattern.test("/x/node_modules/gatsby/cache-dir/head/head-export-handler-for-browser.js")).toBe(true)
    expect(UNUSED_HEAD_EXPORT.pattern.test("./head/head-export-handler-for-ssr")).toBe(false)
    expect(headHandlerForBrowser()).toBeUndefined()
  })
})
