import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { EXAMPLES_FILE } from "../../../reference/operationExamples"
import { hasSchemas, readSchemas } from "../../../reference/readSchemas"
import { checkConsistency, checkSampleIds, checkSamples, checkWorkspaceIds, type ConsistencyRules, type FactRule, type Sample } from "./consistency"
import { GLOSSARY_FILE, SAMPLES_FILE } from "../../kernel/sourceFiles"
import { checkSampleData, glossaryGroups, type SampleDataCheck } from "./sampleData"
import { limitFactRules, rateFactRules } from "./limitFacts"
import type { SiteCheck } from "../siteCheck"

export { GLOSSARY_FILE, SAMPLES_FILE }
const CHECKED_HEADING = "## 30. Checked names, limits and timeouts"

// YAML through gray-matter (js-yaml), the front matter parser the content already depends on.
const parseYaml = (text: string): unknown => matter(`---\n${text}\n---\n`).data

/** The rules of the glossary's machine-readable block (section 30). */
export function loadConsistencyRules(rootDir: string): ConsistencyRules {
  const glossary = fs.readFileSync(path.join(rootDir, GLOSSARY_FILE), "utf8")
  const block = /```yaml\n([\s\S]*?)\n```/.exec(glossary.slice(Math.max(0, glossary.indexOf(CHECKED_HEADING))))
  if (!glossary.includes(CHECKED_HEADING) || !block) throw new Error(`${GLOSSARY_FILE}: no yaml block under "${CHECKED_HEADING}"`)
  const rules = parseYaml(block[1]) as Partial<ConsistencyRules>
  return { names: rules.names ?? [], facts: (rules.facts ?? []).map((fact) => ({ ...fact, value: String(fact.value) })) }
}

/** Every sample ID of content/samples.yaml, with its section. */
export function loadSamples(rootDir: string): Sample[] {
  const groups = parseYaml(fs.readFileSync(path.join(rootDir, SAMPLES_FILE), "utf8")) as Record<string, { id: string; is: string }[]>
  return Object.entries(groups).flatMap(([group, samples]) => samples.map((sample) => ({ id: String(sample.id), is: sample.is, group })))
}

/**
 * The defaults and limits of the GraphQL schema as fact rules (values from strata.graphql, phrases from
 * limits.yaml), and the problems of limits.yaml itself. A site without them checks none.
 */
export function loadSchemaFactRules(rootDir: string): { facts: FactRule[]; problems: string[] } {
  if (!hasSchemas(rootDir)) return { facts: [], problems: [] }
  const schemas = readSchemas(rootDir)
  const limits = limitFactRules(schemas.limits, schemas.graphql)
  return { facts: [...limits.facts, ...rateFactRules(schemas.rates)], problems: limits.problems }
}

/**
 * The sample data of the hand-written pages (generated ones repeat examples.yaml) and of examples.yaml:
 * SKUs, names and IDs as content/samples.yaml lists them, groups as the glossary lists them.
 */
export function checkContentSampleData(rootDir: string, pages: { file: string; source: string }[], samples: Sample[], glossary: string): SampleDataCheck {
  const examples = path.join(rootDir, EXAMPLES_FILE)
  const sources = [
    ...pages.filter((page) => page.file.endsWith(".mdx")).map((page) => ({ ...page, kind: "page" as const })),
    ...(fs.existsSync(examples) ? [{ file: EXAMPLES_FILE, source: fs.readFileSync(examples, "utf8"), kind: "examples" as const }] : []),
  ]
  return checkSampleData(sources, samples, glossaryGroups(glossary), SAMPLES_FILE, GLOSSARY_FILE)
}

/**
 * Every problem of names, facts, sample IDs and sample data on the given pages (and the glossary's own IDs). A site
 * without a glossary (the synthetic sites of benchmarks and build tests) has nothing to check against.
 */
export function checkContentConsistency(rootDir: string, pages: { file: string; source: string }[]): string[] {
  if (!fs.existsSync(path.join(rootDir, GLOSSARY_FILE)) || !fs.existsSync(path.join(rootDir, SAMPLES_FILE))) return []
  const glossaryRules = loadConsistencyRules(rootDir)
  const schemaRules = loadSchemaFactRules(rootDir)
  const rules = { names: glossaryRules.names, facts: [...glossaryRules.facts, ...schemaRules.facts] }
  const samples = loadSamples(rootDir)
  const glossary = { file: GLOSSARY_FILE, source: fs.readFileSync(path.join(rootDir, GLOSSARY_FILE), "utf8") }
  return [
    ...schemaRules.problems,
    ...checkSamples(samples, SAMPLES_FILE),
    ...pages.flatMap(({ file, source }) => [...checkConsistency(file, source, rules), ...checkWorkspaceIds(file, source, samples)]),
    ...[...pages, glossary].flatMap(({ file, source }) => checkSampleIds(file, source, samples, SAMPLES_FILE)),
    ...checkContentSampleData(rootDir, pages, samples, glossary.source).problems,
    // The glossary's tables repeat the API's limits: they must agree with the schema too.
    ...checkConsistency(GLOSSARY_FILE, glossary.source, { names: [], facts: schemaRules.facts }),
  ]
}

/** Names as the glossary spells them, facts and limits with their one value, sample IDs and data as samples.yaml lists them. */
export const consistency: SiteCheck = {
  name: "names, facts and samples",
  run: ({ site }) => ({ problems: checkContentConsistency(site.rootDir, site.pages.map((page) => ({ file: page.file, source: page.source }))) }),
}
