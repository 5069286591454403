import fs from "fs"
import os from "os"
import path from "path"
import matter from "gray-matter"
import { checkContext } from "../../src/build/check/checkContext"
import { SITE_CHECKS } from "../../src/build/check/registry"
import { runChecks } from "../../src/build/check/runChecks"
import type { CodeBlock } from "../../src/build/check/shared/codeBlocks"
import { diskJsonStore, type JsonStore } from "../../src/build/kernel/pageStore"
import type { SiteModel, SitePage } from "../../src/build/kernel/siteModel"
import { readSchemas } from "../../src/reference/readSchemas"
import { referencePages } from "../../src/reference/referencePages"
import { SCHEMA_FILES } from "../../src/reference/sources"
import { generatedFilePath } from "../../src/build/source/referenceSource"
import { CONTENT_DIR } from "./pageRules"
import { navigation } from "../../content/navigation"
import { identifyTree } from "../../src/navigation/identify"

// Every example of content/docs against content/schema, as the build checks it (run: npx jest __tests__/content/examples).
const ROOT = path.resolve(CONTENT_DIR, "../..")
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : []))

const pages = walk(CONTENT_DIR).map((full) => {
  const raw = fs.readFileSync(full, "utf8")
  const { content } = matter(raw)
  return { file: path.relative(ROOT, full), body: content, lineOffset: raw.split("\n").length - content.split("\n").length }
})
// The generated reference pages, named as the build names them: their Terraform examples are checked too.
const generated = referencePages(readSchemas(ROOT)).map((page) => ({ file: generatedFilePath(SCHEMA_FILES[page.source], page.route), body: page.body, lineOffset: 0 }))
// The site as the example checks read it: its pages' bodies, the schemas, and the navigation (a tutorial's Terraform
// examples resolve page after page in its reading order).
const sitePage = (page: (typeof pages)[number], isGenerated: boolean): SitePage => ({
  ...page, id: page.file, route: "", editFile: page.file, generated: isGenerated, title: null, description: null, source: page.body,
})
const site: SiteModel = {
  rootDir: ROOT,
  pages: [...pages.map((page) => sitePage(page, false)), ...generated.map((page) => sitePage(page, true))],
  compileProblems: [],
  navigation: identifyTree(navigation),
  unlisted: [],
  schemas: readSchemas(ROOT),
  typeLinks: new Map(),
  lastUpdated: new Map(),
  redirects: [],
  redirectProblems: [],
  routeHistory: { known: false, reason: "not read here" },
}
// The checks of the registry that report on the build log's "Examples" line, run as the build runs them.
const checkExamples = (store?: JsonStore<CodeBlock[]>) => runChecks(SITE_CHECKS.filter((check) => check.line === "Examples"), checkContext(site, { codeBlocks: store }))
const result = checkExamples()
const summary = result.summary.join("\n")

it("every GraphQL, Terraform and CUE example and every error code matches content/schema", () => {
  expect(result.problems).toEqual([])
})

// A check that covers nothing passes silently: the site's examples are there, and few are skipped.
it("the checks cover the site's examples", () => {
  const counts = /(\d+) graphql blocks.*\((\d+) nocheck\), (\d+) hcl blocks with (\d+) strata_\* resource blocks.*?, (\d+) cue blocks vetted by the CUE evaluator.*?\((\d+) with the definitions they name, (\d+) fragments inside the definition they fit, \d+ as CUE of their own; (\d+) nocheck\),.*? (\d+) error code mentions/.exec(summary)
  expect(counts).not.toBeNull()
  const [graphql, nocheck, hcl, resources, cue, definitions, fragments, cueNocheck, errors] = counts!.slice(1).map(Number)
  expect(graphql).toBeGreaterThan(60)
  expect(nocheck).toBeLessThan(graphql / 4)
  expect(hcl).toBeGreaterThan(80)
  expect(resources).toBeGreaterThan(80)
  expect(cue).toBeGreaterThan(100)
  expect(definitions).toBeGreaterThan(100)
  expect(fragments).toBeGreaterThan(15)
  expect(cueNocheck).toBeLessThan(cue / 20)
  expect(errors).toBeGreaterThan(100)
})

// The guides can't drift from strata.graphql: the GraphQL inside Terraform and CUE, the declarations of its
// StrataDB types and its create inputs are all read.
it("the checks cover the embedded GraphQL, the type declarations and the create inputs", () => {
  const counts = /(\d+) GraphQL queries in hcl and cue blocks.*?, (\d+) declarations of its StrataDB types with (\d+) fields.*?, (\d+) create and update input fields of (\d+) types/.exec(summary)
  expect(counts).not.toBeNull()
  const [queries, declarations, fields, inputs, types] = counts!.slice(1).map(Number)
  expect(queries).toBeGreaterThan(20)
  expect(declarations).toBeGreaterThan(50)
  expect(fields).toBeGreaterThan(150)
  expect(inputs).toBeGreaterThan(60)
  expect(types).toBeGreaterThanOrEqual(6)
})

// Terraform resolves as projects: the site's references are read, and each one is declared in its project.
it("the Terraform references are read and resolved in their projects", () => {
  const counts = /(\d+) references of (\d+) hcl blocks resolved in their (\d+) projects/.exec(summary)
  expect(counts).not.toBeNull()
  const [references, blocks, projects] = counts!.slice(1).map(Number)
  expect(references).toBeGreaterThan(150)
  expect(blocks).toBeGreaterThan(90)
  expect(projects).toBeGreaterThan(40)
})

// CUE resolves as a project too: the names a block uses from another block are declared in its project.
it("the CUE names used across blocks are read and resolved in their projects", () => {
  const counts = /(\d+) names of (\d+) cue blocks resolved in their (\d+) projects/.exec(summary)
  expect(counts).not.toBeNull()
  const [names, blocks, projects] = counts!.slice(1).map(Number)
  expect(names).toBeGreaterThan(40)
  expect(blocks).toBeGreaterThan(100)
  expect(projects).toBeGreaterThan(40)
})

it("with a store, each page's blocks are parsed once and the result is the same", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "code-blocks-"))
  try {
    const store = diskJsonStore<CodeBlock[]>(dir, "v1")
    // The same findings; only the checks' times differ between runs.
    expect({ ...checkExamples(store), timings: undefined }).toEqual({ ...result, timings: undefined })
    expect(fs.readdirSync(dir)).toHaveLength(pages.length + generated.length)
    // The kept blocks are what the next run checks: an edited copy of one shows up as that page's problem.
    const [name] = fs.readdirSync(dir).filter((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).some((block: CodeBlock) => block.lang === "graphql" && block.nocheck === undefined))
    const blocks: CodeBlock[] = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))
    const graphql = blocks.find((block) => block.lang === "graphql" && block.nocheck === undefined)!
    graphql.value = "query { noSuchField }"
    fs.writeFileSync(path.join(dir, name), JSON.stringify(blocks))
    const problems = checkExamples(store).problems
    expect(problems.filter((problem) => !result.problems.includes(problem))).toEqual([expect.stringMatching(new RegExp(`^${graphql.file}:${graphql.line} GraphQL: Cannot query field "noSuchField"`))])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
