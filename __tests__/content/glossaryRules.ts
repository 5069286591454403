import fs from "fs"
import path from "path"
import matter from "gray-matter"
import type { ConsistencyRules, Sample } from "../../src/node/consistency"

export const GLOSSARY_FILE = "content/glossary.md"
export const SAMPLES_FILE = "content/samples.yaml"
const ROOT = path.resolve(__dirname, "../..")
const CHECKED_HEADING = "## 30. Checked names, limits and timeouts"

// YAML through gray-matter (js-yaml), the parser the content tests already use for front matter.
const parseYaml = (text: string): unknown => matter(`---\n${text}\n---\n`).data

/** The rules of the glossary's machine-readable block (section 30). */
export function loadConsistencyRules(): ConsistencyRules {
  const glossary = fs.readFileSync(path.join(ROOT, GLOSSARY_FILE), "utf8")
  const section = glossary.slice(glossary.indexOf(CHECKED_HEADING))
  const block = /```yaml\n([\s\S]*?)\n```/.exec(section)
  if (!block) throw new Error(`${GLOSSARY_FILE}: no yaml block under "${CHECKED_HEADING}"`)
  const rules = parseYaml(block[1]) as ConsistencyRules
  return { names: rules.names ?? [], facts: (rules.facts ?? []).map((fact) => ({ ...fact, value: String(fact.value) })) }
}

/** Every sample ID of content/samples.yaml, with its section. */
export function loadSamples(): Sample[] {
  const groups = parseYaml(fs.readFileSync(path.join(ROOT, SAMPLES_FILE), "utf8")) as Record<string, { id: string; is: string }[]>
  return Object.entries(groups).flatMap(([group, samples]) => samples.map((sample) => ({ id: String(sample.id), is: sample.is, group })))
}

/** The glossary and every page, as [file, source]. */
export function checkedFiles(): [string, string][] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [path.join(dir, entry.name)] : []))
  return walk(path.join(ROOT, "content/docs")).map((file) => [path.relative(ROOT, file), fs.readFileSync(file, "utf8")])
}
