// Facts the glossary fixes (names, limits, timeouts) and the sample IDs of content/samples.yaml,
// checked on every page. Pure: callers read the files and parse the YAML.
import type { FactRule } from "./factRule"

export type { FactRule }

/** A canonical name and the spellings pages must not use (literal and case-sensitive, or /regex/). */
export interface NameRule {
  name: string
  forbidden: string[]
}

export interface ConsistencyRules {
  names: NameRule[]
  facts: FactRule[]
}

const TIME_UNITS = "ms|s|min|h|seconds?|minutes?|hours?|days?"
const SIZE_UNITS = "bytes|KB|MB|GB"
const UNIT_FAMILIES = [TIME_UNITS, SIZE_UNITS]

const blank = (text: string) => text.replace(/[^\n]/g, " ")

/**
 * A page as the checks read it, same lines as the source (only line numbers are reported): fenced code blanked; link targets,
 * URLs and component tags blanked (title and label values kept). `keepInlineCode` keeps the text of
 * `inline code` (facts: "`topK` at most 100"); without it inline code is blanked (names: `stratadb`).
 */
export function checkedText(source: string, { keepInlineCode }: { keepInlineCode: boolean }): string {
  let fence: string | null = null
  return source
    .split("\n")
    .map((line) => {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line)
      if (fence) {
        if (opening && opening[1].startsWith(fence) && line.trim() === opening[1]) fence = null
        return blank(line)
      }
      if (opening) {
        fence = opening[1]
        return blank(line)
      }
      return line
        .replace(/`([^`]*)`/g, (match, code: string) => (keepInlineCode ? code : blank(match)))
        .replace(/\]\([^)\s]*\)/g, (match) => "]" + blank(match.slice(1)))
        .replace(/<\/?[A-Z][^>]*>/g, (tag) =>
          tag.replace(/(title|label)="([^"]*)"|[^]/g, (part, name?: string, value?: string) => (name ? blank(`${name}="`) + value + " " : blank(part))),
        )
        .replace(/\b(?:https?|mailto):[^\s)>\]]*/g, blank)
    })
    .join("\n")
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** The regex a forbidden spelling stands for: /…/ as written, otherwise the literal as a whole word. */
export function forbiddenPattern(forbidden: string): RegExp {
  const regex = /^\/(.+)\/$/.exec(forbidden)
  if (regex) return new RegExp(regex[1], "g")
  return new RegExp(`(?<![\\w-])${escapeRegExp(forbidden)}(?![\\w-])`, "g")
}

/** The `{n}` of a fact: a number with the unit family of its value (or with no unit, for counts). */
function quantityPattern(value: string): string {
  const number = "\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?"
  const family = UNIT_FAMILIES.find((units) => new RegExp(`\\d\\s*(?:${units})$`).test(value))
  return family ? `(${number}\\s*(?:${family}))\\b` : `(${number})(?!\\s*(?:${TIME_UNITS}|${SIZE_UNITS}|%)\\b)(?![\\d,.]*\\d)`
}

const normalize = (quantity: string) => quantity.replace(/\s+/g, " ").trim()

function lineOf(text: string, index: number): number {
  let line = 1
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** Where a text (as checkedText gives it) states a fact, and the value it states there. */
export function statedValues(text: string, rule: FactRule): { index: number; stated: string }[] {
  return rule.phrases.flatMap((phrase) =>
    [...text.matchAll(new RegExp(phrase.replace("{n}", quantityPattern(rule.value)), "gi"))].map((match) => ({
      index: match.index ?? 0,
      stated: normalize(match.slice(1).find((group) => group !== undefined) ?? ""),
    })),
  )
}

/** "file:line message" for each forbidden spelling of a name and each fact stated with another value. */
export function checkConsistency(file: string, source: string, rules: ConsistencyRules): string[] {
  const problems: { line: number; message: string }[] = []
  const prose = checkedText(source, { keepInlineCode: false })
  for (const rule of rules.names) {
    for (const forbidden of rule.forbidden) {
      for (const match of prose.matchAll(forbiddenPattern(forbidden))) {
        problems.push({ line: lineOf(prose, match.index ?? 0), message: `write "${rule.name}", not "${match[0]}"` })
      }
    }
  }
  const facts = checkedText(source, { keepInlineCode: true })
  for (const rule of rules.facts) {
    for (const { index, stated } of statedValues(facts, rule)) {
      if (stated !== normalize(rule.value)) {
        problems.push({ line: lineOf(facts, index), message: `${rule.name} is ${rule.value} (${rule.source ?? "glossary"}), not ${stated}` })
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line).map((problem) => `${file}:${problem.line} ${problem.message}`)
}

/** One sample ID and what it stands for (content/samples.yaml). */
export interface Sample {
  id: string
  is: string
  /** The section of the fixtures file, such as "workspaces" (their short IDs appear in host names). */
  group: string
}

/** The strings that look like sample IDs; the first group, when present, is the ID itself. */
export const SAMPLE_ID_PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: "UUID", pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi },
  { kind: "workspace short ID", pattern: /-([0-9a-f]{8})\.(?:apps|auth|hooks|web)\.strata\.dev\b/g },
  { kind: "refresh token", pattern: /\brt_[A-Za-z0-9]{8,}\b/g },
  { kind: "Okta client ID", pattern: /\b0oa[A-Za-z0-9]{17}\b/g },
]

/** Problems of the fixtures file itself: an ID listed twice (for two entities or twice for one). */
export function checkSamples(samples: Sample[], file: string): string[] {
  const seen = new Map<string, string>()
  const problems: string[] = []
  for (const sample of samples) {
    const id = sample.id.toLowerCase()
    const first = seen.get(id)
    if (first !== undefined) problems.push(`${file}: ${sample.id} is listed for "${first}" and for "${sample.is}"; give each its own ID`)
    else seen.set(id, sample.is)
  }
  return problems
}

/** "file:line" for each ID-looking string of a page that content/samples.yaml doesn't list. */
export function checkSampleIds(file: string, source: string, samples: Sample[], samplesFile: string): string[] {
  const ids = new Set(samples.map((sample) => sample.id.toLowerCase()))
  const shortIds = new Set(samples.filter((sample) => sample.group === "workspaces").map((sample) => sample.id.slice(0, 8).toLowerCase()))
  const problems: string[] = []
  for (const { kind, pattern } of SAMPLE_ID_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const id = (match[1] ?? match[0]).toLowerCase()
      const known = kind === "workspace short ID" ? shortIds.has(id) : ids.has(id)
      if (!known) problems.push(`${file}:${lineOf(source, match.index ?? 0)} ${kind} ${match[1] ?? match[0]} is not in ${samplesFile}`)
    }
  }
  return problems
}

/** The workspace name of a "workspaces" sample ("workspace inventory-dev (…)" → inventory-dev). */
const workspaceName = (sample: Sample) => /^workspace (\S+)/.exec(sample.is)?.[1]

/** "file:line" for each line that shows a workspace's ID next to the name of another workspace. */
export function checkWorkspaceIds(file: string, source: string, samples: Sample[]): string[] {
  const workspaces = samples
    .filter((sample) => sample.group === "workspaces")
    .map((sample) => ({ id: sample.id.toLowerCase(), name: workspaceName(sample) ?? "" }))
  const problems: string[] = []
  source.split("\n").forEach((line, index) => {
    const lower = line.toLowerCase()
    for (const workspace of workspaces) {
      if (!lower.includes(workspace.id)) continue
      const named = workspaces.filter((other) => other.name && new RegExp(`(?<![\\w-])${other.name}(?![\\w-])`).test(line)).map((other) => other.name)
      if (named.length > 0 && !named.includes(workspace.name)) problems.push(`${file}:${index + 1} ${workspace.id} is the ID of ${workspace.name}, ` +
        `not of ${named.join(", ")}`)
    }
  })
  return problems
}
