import { slug } from "github-slugger"
import { formatDay } from "../layout/pageDate"
import { loadYaml } from "./loadYaml"
import { cell, prose } from "./mdxText"
import { HISTORY_SEARCH_WEIGHT, type ReferencePage } from "./pageModel"

// The release notes of the tools the pages pin (content/schema/tool-releases.yaml): stratactl, the Terraform
// provider, the CUE SDK and the Strata SDK, each with its versions, dates, changes and upgrade notes, rendered as
// one page with a section per tool. The build checks that every version a page pins has a release entry
// (src/build/check/reference/pinnedVersions.ts).

export const TOOL_RELEASES_FILE = "content/schema/tool-releases.yaml"
export const RELEASE_NOTES_ROUTE = "/reference/release-notes"

export const CHANGE_KINDS = ["security", "removed", "changed", "deprecated", "added", "fixed"] as const
export type ToolChangeKind = (typeof CHANGE_KINDS)[number]
const KIND_LABELS: Record<ToolChangeKind, string> = {
  security: "Security",
  removed: "Removed",
  changed: "Changed",
  deprecated: "Deprecated",
  added: "Added",
  fixed: "Fixed",
}

export interface ToolRelease {
  version: string
  date: string
  summary?: string
  changes: { kind: ToolChangeKind; text: string }[]
  upgrade: string
}

export interface Tool {
  id: string
  title: string
  summary: string
  /** Regular expressions with {version} where a version of the tool stands on a page. */
  pins: string[]
  /** Newest first. */
  releases: ToolRelease[]
  line: number
}

const VERSION = /^\d+\.\d+\.\d+$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The line of the `- id: <tool>` entry (1 when absent). */
function toolLine(text: string, id: string): number {
  const index = text.split("\n").findIndex((line) => new RegExp(`^\\s*-\\s*id:\\s*["']?${id}["']?\\s*$`).test(line))
  return index + 1 || 1
}

/** The line of a tool's release of this version, after the tool's line. */
function releaseLine(text: string, from: number, version: string): number {
  const lines = text.split("\n")
  const index = lines.findIndex((line, at) => at >= from && new RegExp(`version:\\s*["']?${version.replace(/\./g, "\\.")}["']?`).test(line))
  return index + 1 || from
}

/** tool-releases.yaml, checked: versions x.y.z, newest first with dates going back, each release with changes and upgrade notes. */
export function parseToolReleases(text: string): Tool[] {
  const data = loadYaml(text, TOOL_RELEASES_FILE) as { tools?: Omit<Tool, "line">[] } | null
  if (!data || !Array.isArray(data.tools)) throw new Error(`${TOOL_RELEASES_FILE}:1: needs a "tools" list`)
  const problems: string[] = []
  const tools = data.tools.map((tool) => {
    const line = toolLine(text, tool.id)
    const at = (version?: string) => `${TOOL_RELEASES_FILE}:${version ? releaseLine(text, line, version) : line}`
    if (!tool.title || !tool.summary) problems.push(`${at()} ${tool.id} needs a title and a summary`)
    if (!Array.isArray(tool.pins) || tool.pins.some((pin) => !pin.includes("{version}"))) problems.push(`${at()} ${tool.id}'s pins must each hold {version}`)
    if (!Array.isArray(tool.releases) || tool.releases.length === 0) problems.push(`${at()} ${tool.id} needs its releases, newest first`)
    let before: ToolRelease | undefined
    for (const release of tool.releases ?? []) {
      const where = at(String(release.version))
      if (typeof release.version !== "string" || !VERSION.test(release.version)) problems.push(`${where} ${tool.id}: version ${String(release.version)} must be quoted x.y.z`)
      if (typeof release.date !== "string" || !DATE.test(release.date)) problems.push(`${where} ${tool.id} ${release.version}: the date must be YYYY-MM-DD`)
      if (!Array.isArray(release.changes) || release.changes.length === 0) problems.push(`${where} ${tool.id} ${release.version} lists no changes`)
      for (const change of release.changes ?? []) {
        if (!CHANGE_KINDS.includes(change.kind)) problems.push(`${where} ${tool.id} ${release.version}: a change of kind ${change.kind}, not one of ${CHANGE_KINDS.join(", ")}`)
      }
      if (!release.upgrade) problems.push(`${where} ${tool.id} ${release.version} needs upgrade notes (write "Nothing to change." when that is true)`)
      if (before && !(release.date <= before.date && compareVersions(release.version, before.version) < 0)) {
        problems.push(`${where} ${tool.id}: list releases newest first; ${release.version} (${release.date}) comes after ${before.version} (${before.date})`)
      }
      before = release
    }
    return { ...tool, line }
  })
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return tools
}

/** Negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number))
  for (let index = 0; index < Math.max(x.length, y.length); index++) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/** A tool's name in a release's heading: its title without the parenthesis ("Terraform provider 1.4.0"), so headings stay unique. */
const shortTitle = (tool: Tool) => tool.title.replace(/\s*\(.*\)$/, "")

function releaseSection(tool: Tool, release: ToolRelease): string {
  const changes = [...release.changes].sort((a, b) => CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind))
  return [
    `### ${shortTitle(tool)} ${release.version} (${formatDay(release.date)})`,
    ...(release.summary ? [prose(release.summary.trim())] : []),
    changes.map((change) => `- **${KIND_LABELS[change.kind]}** ${cell(change.text)}`).join("\n"),
    `**Upgrade.** ${cell(release.upgrade)}`,
  ].join("\n\n")
}

/** One page, a section per tool with its releases newest first. */
export function releaseNotesPage(tools: Tool[]): ReferencePage {
  const rows = tools.map((tool) => `| [${cell(tool.title)}](#${slug(tool.title)}) | ${tool.releases[0].version} | ${formatDay(tool.releases[0].date)} |`)
  const body = [
    "The minor versions of `stratactl`, the CUE SDK and the Terraform provider ship together and support the same services and options; the Strata SDK " +
      "has versions of its own. Every tool follows semantic versioning: a patch release fixes, a minor release adds, and only a major release breaks, as " +
      "the [service lifecycle policy](/reference/service-lifecycle-policy) says. Each release lists what changed, then what to do when you upgrade to it.",
    ["| Tool | Latest | Released |", "| --- | --- | --- |", ...rows].join("\n"),
    ...tools.map((tool) =>
      [`## ${tool.title}`, prose(tool.summary.trim()), ...tool.releases.map((release) => releaseSection(tool, release))].join("\n\n"),
    ),
  ]
  return {
    route: RELEASE_NOTES_ROUTE,
    title: "Release notes",
    description: "What changed in each version of stratactl, the Terraform provider, the CUE SDK and the Strata SDK, with the date and what to do when you upgrade.",
    body: body.join("\n\n"),
    source: "toolReleases",
    searchWeight: HISTORY_SEARCH_WEIGHT,
  }
}
