import { buildSchema, type GraphQLSchema } from "graphql"
import { formatDay } from "../build/source/lastUpdated"
import { code, prose } from "./mdxText"
import type { ReferencePage } from "./pageModel"
import { diffSchemas, type ChangeKind, type SchemaChange } from "./schemaDiff"
import type { SchemaHistory, SchemaRevision } from "./schemaHistory"

export const CHANGELOG_ROUTE = "/reference/api-references/changelog"

const KIND_LABELS: Record<ChangeKind, string> = { added: "Added", deprecated: "Deprecated", changed: "Changed", removed: "Removed" }
const KIND_ORDER: ChangeKind[] = ["removed", "changed", "deprecated", "added"]

/** Where a schema coordinate's entry is in the current reference, or undefined when it no longer exists. */
export type CoordinateLinker = (what: string) => string | undefined

/** One revision as the page shows it: its changes, or why it has none to list. */
export interface RevisionChanges {
  revision: SchemaRevision
  changes: SchemaChange[]
  /** Set instead of changes: the first version, or a version that doesn't parse. */
  note?: string
}

function parsed(text: string): GraphQLSchema | undefined {
  try {
    return buildSchema(text)
  } catch {
    return undefined
  }
}

/** The changes of each revision, newest first. */
export function revisionChanges(history: SchemaHistory): RevisionChanges[] {
  return history.revisions.map((revision) => {
    const after = parsed(revision.after)
    if (!after) return { revision, changes: [], note: "This version of the schema doesn't parse, so its changes can't be listed." }
    if (revision.before === null) {
      const count = (type: ReturnType<GraphQLSchema["getQueryType"]>) => Object.keys(type?.getFields() ?? {}).length
      const types = Object.keys(after.getTypeMap()).filter((name) => !name.startsWith("__")).length
      return { revision, changes: [], note: `The first published version of the schema: ${count(after.getQueryType())} queries, ${count(after.getMutationType())} mutations and ${types} named types.` }
    }
    const before = parsed(revision.before)
    if (!before) return { revision, changes: [], note: "The version before this one doesn't parse, so the changes can't be listed." }
    const changes = diffSchemas(before, after)
    return { revision, changes, ...(changes.length === 0 ? { note: "Descriptions only: no type, field, argument or value changed." } : {}) }
  })
}

function changeLine(change: SchemaChange, link: CoordinateLinker): string {
  const href = link(change.what)
  const what = href ? `[${code(change.what)}](${href})` : code(change.what)
  const marker = change.breaking ? "**Breaking.** " : ""
  return `- ${marker}**${KIND_LABELS[change.kind]}** ${what}: ${prose(change.description)}`
}

function revisionBlock({ revision, changes, note }: RevisionChanges, link: CoordinateLinker): string {
  const sorted = [...changes].sort((a, b) => Number(b.breaking) - Number(a.breaking) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
  const lines = [`**${prose(revision.subject)}** (commit ${code(revision.sha.slice(0, 7))})`, ""]
  if (note) lines.push(note)
  else lines.push(...sorted.map((change) => changeLine(change, link)))
  return lines.join("\n")
}

const INTRO = `This page lists what changed in the GraphQL API of the Inventory Management System's \`inventory\` application, newest first. It is not written by hand: when the site is built, each commit that changed the schema, \`content/schema/strata.graphql\`, is compared with the version before it, using graphql-js to find breaking and dangerous changes. Every entry links to the current [GraphQL reference](/reference/api-references/graphql) when it still exists.

A **Breaking** change can make a request that worked before fail, such as a removed field or an argument that became required; a change that can alter results without failing, such as a new default value, is listed as changed. Deprecated fields, arguments and values keep working: the [service lifecycle policy](/reference/service-lifecycle-policy) says how long, and their entries in the reference name what to use instead.

## How to use this page

Each day lists the commits that changed the schema that day, each with its message and the first characters of its commit, then one line per change, breaking changes first. Every line names the changed entry by its schema coordinate: a type (\`Product\`), a field (\`Product.isDraft\`), an argument (\`Query.products(includeDrafts:)\`) or an enum value (\`OrderStatus.SHIPPED\`).

Before you upgrade a client, read the entries since the day your client's operations were last checked. A deprecated entry needs no change today, but plan to move to the replacement its reason names; a breaking entry needs a change before your next deploy. To check every operation of a client at once, download the [current schema](/schema/strata.graphql) and validate your operations against it, for example with \`strata-sdk generate --check\`.`

/** The API changelog page: the schema's history from git, or a notice when the build has no history. */
export function changelogPage(history: SchemaHistory | null, link: CoordinateLinker): ReferencePage & { entries: number } {
  const base = {
    route: CHANGELOG_ROUTE,
    title: "API changelog",
    description: "What changed in the GraphQL API and when: the types, fields, arguments and enum values added, deprecated and removed, with breaking changes marked, computed from the schema's history.",
    source: "graphql" as const,
  }
  if (!history || history.revisions.length === 0) {
    const body = `${INTRO}\n\n## No history in this build\n\nThis copy of the site was built without the git history of its sources (from an archive, for example), so the changelog can't be computed. The [GraphQL reference](/reference/api-references/graphql) shows the current schema; build the site from a clone of its repository to see what changed.`
    return { ...base, body, entries: 0 }
  }
  const revisions = revisionChanges(history)
  const days = new Map<string, RevisionChanges[]>()
  for (const entry of revisions) {
    const day = formatDay(entry.revision.date)
    days.set(day, [...(days.get(day) ?? []), entry])
  }
  const sections = [...days].map(([day, entries]) => [`## ${day}`, ...entries.map((entry) => revisionBlock(entry, link))].join("\n\n"))
  const shallow = history.shallow
    ? `<Callout kind="note">\n\nThis build had only part of the repository's history (a shallow clone), so older changes are missing below.\n\n</Callout>`
    : ""
  return { ...base, body: [INTRO, shallow, ...sections].filter(Boolean).join("\n\n"), entries: revisions.reduce((sum, entry) => sum + entry.changes.length, 0) }
}
