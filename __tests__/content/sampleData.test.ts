import fs from "fs"
import path from "path"
import { checkContentSampleData, GLOSSARY_FILE, loadSamples } from "../../src/build/check/prose/consistencySources"
import { glossaryGroups } from "../../src/build/check/prose/sampleData"
import { docsFiles, ROOT } from "./glossaryRules"

// The sample data of every page's JSON and GraphQL and of examples.yaml adds up: SKUs with their names, IDs
// with their records (content/samples.yaml), groups the glossary lists (run: npx jest __tests__/content/sampleData).
const glossary = fs.readFileSync(path.join(ROOT, GLOSSARY_FILE), "utf8")
const result = checkContentSampleData(
  ROOT,
  docsFiles().map(([file, source]) => ({ file, source })),
  loadSamples(ROOT),
  glossary,
)

it("every SKU, name, listed ID and group of the examples agrees with samples.yaml and the glossary", () => {
  expect(result.problems).toEqual([])
})

// A check that reads nothing passes silently: the glossary still lists the groups, and the examples are read.
it("the check covers the site's examples", () => {
  expect(glossaryGroups(glossary)).toEqual(expect.arrayContaining(["inventory-staff", "inventory-managers"]))
  expect(result.texts).toBeGreaterThan(200)
  expect(result.unparsed).toBeLessThan(result.texts / 10)
  expect(result.mentions).toBeGreaterThan(100)
})
