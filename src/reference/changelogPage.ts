import type { GraphQLSchema } from "graphql"
import { formatDay } from "../layout/pageDate"
import { code, prose } from "./mdxText"
import { HISTORY_SEARCH_WEIGHT, type ReferencePage } from "./pageModel"
import type { Release } from "./releases"
import { diffSchemas, type ChangeKind, type SchemaChange } from "./schemaDiff"

export const CHANGELOG_ROUTE = "/reference/api-references/changelog"

const KIND_LABELS: Record<ChangeKind, string> = { added: "Added", deprecated: "Deprecated", changed: "Changed", removed: "Removed" }
const KIND_ORDER: ChangeKind[] = ["removed", "changed", "deprecated", "added"]

/** Where a schema coordinate's entry is in the current reference, or undefined when it no longer exists. */
export type CoordinateLinker = (what: string) => string | undefined

/** One release as the page shows it: its changes from the release before, or why it has none to list. */
export interface ReleaseChanges {
  release: Release
  changes: SchemaChange[]
  /** Set instead of changes: what the oldest release introduced, or that a release changed descriptions only. */
  note?: string
}

function introduced(schema: GraphQLSchema): string {
  const count = (type: ReturnType<GraphQLSchema["getQueryType"]>) => Object.keys(type?.getFields() ?? {}).length
  const types = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith("__")).length
  const [queries, mutations] = [count(schema.getQueryType()), count(schema.getMutationType())]
  return `The first release on this page introduced ${queries} queries, ${mutations} mutations and ${types} named types.`
}

/** The changes of each release from the one before it, newest first (`releases` is oldest first, as releases.yaml lists them). */
export function releaseChanges(releases: readonly Release[]): ReleaseChanges[] {
  return releases
    .map((release, index): ReleaseChanges => {
      if (index === 0) return { release, changes: [], note: introduced(release.parsed) }
      const changes = diffSchemas(releases[index - 1].parsed, release.parsed)
      return { release, changes, ...(changes.length === 0 ? { note: "Descriptions only: no type, field, argument or value changed." } : {}) }
    })
    .reverse()
}

function changeLine(change: SchemaChange, link: CoordinateLinker, note: string | undefined): string {
  const href = link(change.what)
  const what = href ? `[${code(change.what)}](${href})` : code(change.what)
  const marker = change.breaking ? "**Breaking.** " : ""
  return `- ${marker}**${KIND_LABELS[change.kind]}** ${what}: ${prose(note ?? change.description)}`
}

function releaseSection({ release, changes, note }: ReleaseChanges, link: CoordinateLinker): string {
  const sorted = [...changes].sort((a, b) => Number(b.breaking) - Number(a.breaking) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
  const parts = [`## ${release.version} (${formatDay(release.date)})`]
  if (release.summary) parts.push(prose(release.summary))
  if (note) parts.push(note)
  if (sorted.length > 0) parts.push(sorted.map((change) => changeLine(change, link, release.changes?.[change.what])).join("\n"))
  return parts.join("\n\n")
}

const INTRO = `Each release of the \`inventory\` application's API has a section, newest first: its date, what it brought, then one line per ` +
  `change, breaking changes first, each saying what a client must do. A line names the changed entry by its schema coordinate: a type ` +
  `(\`Product\`), a field (\`Product.isDraft\`), an argument (\`Query.products(includeDrafts:)\`) or an enum value (\`OrderStatus.SHIPPED\`), and ` +
  `links to its entry in the [GraphQL reference](/reference/api-references/graphql) while it exists.

A **Breaking** change means that a request that worked before may now fail: a removed type, field, argument or enum value, an argument or input field that ` +
  `became required, a changed type, or a lowered limit; change the client before your next deploy. A change that can alter results without failing a ` +
  `request, such as a changed default value, is listed as changed, without the mark. Deprecated fields, arguments and values keep working for as long as ` +
  `the [service lifecycle policy](/reference/service-lifecycle-policy) says; plan the move their line names.

Before you upgrade a client, read the releases since the one its operations were last checked against. To check every operation of a client at once, ` +
  `download the [current schema](/schema/strata.graphql) and validate the operations against it, for example with \`strata-sdk generate --check\`. The ` +
  `tools that call the API (\`stratactl\`, the Terraform provider, the CUE SDK and the Strata SDK) have [release notes](/reference/release-notes) of their own.`

/** The API changelog page: one section per release of content/schema/releases.yaml, newest first. */
export function changelogPage(releases: readonly Release[], link: CoordinateLinker): ReferencePage & { entries: number } {
  const sections = releaseChanges(releases)
  return {
    route: CHANGELOG_ROUTE,
    title: "API changelog",
    description: "The releases of the Inventory Management System's GraphQL API and what each changed, with what a client must do about every " +
      "added, deprecated, changed and removed entry, breaking changes marked.",
    source: "releases",
    searchWeight: HISTORY_SEARCH_WEIGHT,
    body: [INTRO, ...sections.map((section) => releaseSection(section, link))].join("\n\n"),
    entries: sections.reduce((sum, section) => sum + section.changes.length, 0),
  }
}
