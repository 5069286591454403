import assert from "node:assert/strict"
import { readdirSync, statSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { HtmlValidate } from "html-validate"
import { htmlValidateConfig } from "./htmlValidateConfig.mjs"

const PUBLIC = path.join(process.env.SITE_DIR || ".", "public")

// Every page a reader can open: each index.html under public/ and the 404 page, not Gatsby's fragments.
function builtPages(dir = PUBLIC) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return dir === PUBLIC && ["_gatsby", "page-data", "static"].includes(name) ? [] : builtPages(full)
    return name === "index.html" || (dir === PUBLIC && name === "404.html") ? [full] : []
  })
}

test("every built page is valid HTML under the reviewed html-validate rules", async () => {
  const pages = builtPages()
  assert.ok(pages.length >= 121, `only ${pages.length} pages in ${PUBLIC}: build first`)
  const validator = new HtmlValidate(htmlValidateConfig)
  const problems = []
  for (const file of pages) {
    const report = await validator.validateFile(file)
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${path.relative(PUBLIC, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
    }
  }
  console.log(`html-validate: ${pages.length} pages, ${problems.length} problems`)
  assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems`)
})
