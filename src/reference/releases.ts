import fs from "fs"
import path from "path"
import { buildSchema, type GraphQLSchema } from "graphql"
import { loadYaml } from "./loadYaml"

// The releases of the GraphQL API (content/schema/releases.yaml): each one's version, date, summary and
// the schema it published. The API changelog compares each release's schema with the one before it.
// Pure but for readReleases, which reads the files the list names.

export const RELEASES_FILE = "content/schema/releases.yaml"

/** One release as releases.yaml writes it, with the line its entry starts on. */
export interface ReleaseEntry {
  version: string
  /** YYYY-MM-DD. */
  date: string
  /** One paragraph for API users (Markdown, inline code and links). */
  summary?: string
  /** The schema as released: a snapshot under content/schema/releases/, or the current schema for the newest release. */
  schema: string
  /** What a client must (or may) do about each change from the release before, by schema coordinate (Markdown). */
  changes?: Record<string, string>
  line: number
  /** The line of each coordinate under `changes`, and of `changes:` itself. */
  changeLines?: Record<string, number>
  changesLine?: number
}

/** One release with its schema, parsed. */
export interface Release extends Omit<ReleaseEntry, "line"> {
  /** The line of its entry in releases.yaml, for messages (absent in releases made by tests). */
  line?: number
  /** The schema file's text. */
  text: string
  parsed: GraphQLSchema
}

const FIELDS = ["version", "date", "summary", "schema", "changes"]
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/** The line (1-based) each item of the top-level `releases` list starts on, and the line of a key inside it. */
function lineFinder(text: string): (index: number, key?: string) => number {
  const lines = text.split("\n")
  const listAt = lines.findIndex((line) => /^releases\s*:/.test(line))
  const starts: number[] = []
  let indent: number | undefined
  for (let i = listAt + 1; listAt >= 0 && i < lines.length; i++) {
    const item = /^(\s*)-(\s|$)/.exec(lines[i])
    if (item && (indent === undefined || item[1].length === indent)) {
      indent = item[1].length
      starts.push(i)
    } else if (/^\S/.test(lines[i]) && !lines[i].startsWith("#")) break
  }
  return (index, key) => {
    const start = starts[index]
    if (start === undefined) return listAt + 1 || 1
    if (key) {
      const end = starts[index + 1] ?? lines.length
      for (let i = start; i < end; i++) if (new RegExp(`^\\s*(-\\s+)?${key}\\s*:`).test(lines[i])) return i + 1
    }
    return start + 1
  }
}

/** The line of a coordinate under a release's `changes` (its `changes:` line when not found). */
function lineOfChange(text: string, changesLine: number, what: string): number {
  const lines = text.split("\n")
  const key = what.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const index = lines.findIndex((line, at) => at >= changesLine && new RegExp(`^\\s+["']?${key}["']?\\s*:`).test(line))
  return index >= 0 ? index + 1 : changesLine
}

/**
 * The entries of releases.yaml, oldest first, checked: each has a version (text), a date (YYYY-MM-DD) after
 * the one before, an optional one-paragraph summary and a schema file; versions are unique. A problem
 * throws, naming the file and the line.
 */
export function releaseEntries(text: string): ReleaseEntry[] {
  const data = loadYaml(text, RELEASES_FILE) as { releases?: unknown } | null
  const lineOf = lineFinder(text)
  const fail = (line: number, message: string): never => {
    throw new Error(`${RELEASES_FILE}:${line}: ${message}`)
  }
  if (!data || typeof data !== "object" || !Array.isArray(data.releases) || data.releases.length === 0) {
    fail(lineOf(-1), 'needs a "releases" list with at least one release')
  }
  const entries: ReleaseEntry[] = []
  const raw = (data as { releases: unknown[] }).releases
  raw.forEach((item, index) => {
    const at = (key?: string) => lineOf(index, key)
    const name = `release ${index + 1}`
    if (!item || typeof item !== "object" || Array.isArray(item)) return fail(at(), `${name} must be a mapping with version, date, summary and schema`)
    const release = item as Record<string, unknown>
    for (const key of Object.keys(release)) {
      if (!FIELDS.includes(key)) fail(at(key), `${name} has an unknown field "${key}"; a release has ${FIELDS.join(", ")}`)
    }
    const { version, date, summary, schema, changes } = release
    if (version === undefined) fail(at(), `${name} has no version`)
    if (typeof version !== "string" || version.trim() === "") fail(at("version"), `the version of ${name} must be text: quote it, such as version: "1.1"`)
    const label = `release ${version as string}`
    if (date === undefined) fail(at(), `${label} has no date`)
    if (typeof date !== "string" || !isDate(date)) fail(at("date"), `the date of ${label} is not a date: write it as YYYY-MM-DD, such as 2025-02-17`)
    if (summary !== undefined && (typeof summary !== "string" || summary.trim() === "")) {
      fail(at("summary"), `the summary of ${label} must be text; leave the field out for none`)
    }
    if (typeof summary === "string" && /\n\s*\n/.test(summary.trim())) fail(at("summary"), `the summary of ${label} must be one paragraph`)
    if (schema === undefined) fail(at(), `${label} has no schema: the file of the schema as released`)
    if (typeof schema !== "string" || !schema.endsWith(".graphql")) {
      fail(at("schema"), `the schema of ${label} must be the path of a .graphql file, such as content/schema/releases/2025-02-17.graphql`)
    }
    const previous = entries[entries.length - 1]
    if (entries.some((entry) => entry.version === version)) fail(at("version"), `version ${version as string} is listed twice`)
    if (previous && (date as string) <= previous.date) {
      fail(at("date"), `${label} (${date as string}) must come after release ${previous.version} (${previous.date}): list releases oldest first, one date each`)
    }
    if (changes !== undefined && (!changes || typeof changes !== "object" || Array.isArray(changes))) {
      fail(at("changes"), `the changes of release ${version as string} must map each changed coordinate, such as Product.published, to what a client must do`)
    }
    const notes = (changes ?? {}) as Record<string, unknown>
    for (const [what, note] of Object.entries(notes)) {
      if (typeof note !== "string" || note.trim() === "") fail(at("changes"), `the change ${what} of release ${version as string} needs a sentence: what a client must do`)
    }
    const changeLines = Object.fromEntries(Object.keys(notes).map((what) => [what, lineOfChange(text, at("changes"), what)]))
    entries.push({
      version: version as string,
      date: date as string,
      ...(summary !== undefined ? { summary: (summary as string).trim() } : {}),
      schema: schema as string,
      ...(changes !== undefined ? { changes: notes as Record<string, string>, changeLines, changesLine: at("changes") } : {}),
      line: at(),
    })
  })
  return entries
}

/**
 * The releases with their schemas, oldest first. `texts` holds the text of each schema file the entries
 * name (a file that doesn't exist is missing); `currentFile` is the current schema, which only the newest
 * release publishes (the older ones keep a snapshot). A problem throws, naming releases.yaml and the line.
 */
export function parseReleases(text: string, texts: ReadonlyMap<string, string>, currentFile: string): Release[] {
  const entries = releaseEntries(text)
  return entries.map((entry, index) => {
    const newest = index === entries.length - 1
    const fail = (message: string): never => {
      throw new Error(`${RELEASES_FILE}:${entry.line}: ${message}`)
    }
    if (newest && entry.schema !== currentFile) fail(`the newest release, ${entry.version}, must publish the current schema: schema: ${currentFile}`)
    if (!newest && entry.schema === currentFile) {
      fail(`release ${entry.version} is not the newest, so its schema must be a snapshot of ${currentFile} as it was released, such as ` +
        `content/schema/releases/${entry.date}.graphql`)
    }
    const schemaText = texts.get(entry.schema)
    if (schemaText === undefined) fail(`the schema of release ${entry.version}, ${entry.schema}, doesn't exist`)
    let parsed: GraphQLSchema
    try {
      parsed = buildSchema(schemaText as string)
    } catch (error) {
      const at = (error as { locations?: readonly { line: number }[] }).locations?.[0]
      return fail(`the schema of release ${entry.version}, ${entry.schema}${at ? `:${at.line}` : ""}, doesn't parse: ${(error as Error).message}`)
    }
    return { ...entry, text: schemaText as string, parsed }
  })
}

/** releases.yaml and the schema files it names, read from the site root (`texts` has the files already read) and parsed. */
export function readReleases(rootDir: string, currentFile: string, texts: { releases: string; current: string }): Release[] {
  const files = new Map<string, string>([[currentFile, texts.current]])
  for (const entry of releaseEntries(texts.releases)) {
    const file = path.join(rootDir, entry.schema)
    if (!files.has(entry.schema) && fs.existsSync(file)) files.set(entry.schema, fs.readFileSync(file, "utf8"))
  }
  return parseReleases(texts.releases, files, currentFile)
}
