import { TOOL_RELEASES_FILE, type Tool } from "../../../reference/toolReleases"
import { withSchemas, type SiteCheck } from "../siteCheck"

/** Whether a pinned version (`1.4.0`, or `1.4` from `~> 1.4`) has a release: the same version, or for x.y, a release x.y.z. */
export function hasRelease(tool: Tool, pinned: string): boolean {
  const parts = pinned.split(".")
  return tool.releases.some((release) => (parts.length === 3 ? release.version === pinned : release.version.split(".").slice(0, parts.length).join(".") === pinned))
}

/** Every version a page pins that its tool has no release entry for, as "file:line" messages. */
export function checkPinnedVersions(pages: { file: string; source: string }[], tools: Tool[]): { problems: string[]; pins: number } {
  const problems: string[] = []
  let pins = 0
  const patterns = tools.flatMap((tool) => tool.pins.map((pin) => ({ tool, pattern: new RegExp(pin.replace("{version}", "v?(\\d+\\.\\d+(?:\\.\\d+)?)"), "gi") })))
  for (const page of pages) {
    const lines = page.source.split("\n")
    lines.forEach((line, index) => {
      for (const { tool, pattern } of patterns) {
        for (const match of line.matchAll(pattern)) {
          pins++
          if (!hasRelease(tool, match[1])) {
            problems.push(`${page.file}:${index + 1} pins ${tool.title} ${match[1]}, which has no release in ${TOOL_RELEASES_FILE}: add its release notes there, or pin a released version`)
          }
        }
      }
    })
  }
  return { problems, pins }
}

/** Every version of a tool a page pins (stratactl 1.4.0, ~> 1.4, v1.4.0), code blocks included, has release notes. */
export const pinnedVersions: SiteCheck = {
  name: "pinned tool versions",
  run: withSchemas(({ site }, schemas) => {
    const pins = checkPinnedVersions(site.pages.map((page) => ({ file: page.file, source: page.source })), schemas.tools)
    return { problems: pins.problems, summary: [`${pins.pins} pinned tool versions checked against ${TOOL_RELEASES_FILE}`] }
  }),
}
