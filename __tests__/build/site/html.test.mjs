import assert from "node:assert/strict"
import path from "node:path"
import { test } from "node:test"
import { HtmlValidate } from "html-validate"
import { builtPages } from "../../../scripts/built-pages.mjs"
import { htmlValidateConfig } from "./htmlValidateConfig.mjs"

const PUBLIC = path.join(process.env.SITE_DIR || ".", "public")


test("every built page is valid HTML under the reviewed html-validate rules", async () => {
  // Every page a reader can open, the 404 page static hosts serve for unknown paths, and the fallback pages of old paths.
  const fallbacks = builtPages(PUBLIC, { redirects: true }).map((page) => page.file)
  const pages = [...builtPages(PUBLIC).map((page) => page.file), path.join(PUBLIC, "404.html"), ...fallbacks]
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
