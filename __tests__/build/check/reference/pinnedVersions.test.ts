import { checkPinnedVersions, hasRelease } from "../../../../src/build/check/reference/pinnedVersions"
import { compareVersions, parseToolReleases, type Tool } from "../../../../src/reference/toolReleases"

// Every version of a tool a page pins has release notes in tool-releases.yaml.

const tools: Tool[] = parseToolReleases(`tools:
  - id: stratactl
    title: stratactl
    summary: The command-line tool.
    pins: ["stratactl version {version}", "\`stratactl\` {version}"]
    releases:
      - version: "1.4.0"
        date: 2025-02-24
        changes: [{ kind: added, text: "Adds \`manifest tidy\`." }]
        upgrade: Nothing to change.
      - version: "1.3.0"
        date: 2024-11-04
        changes: [{ kind: added, text: "Adds \`workspace list\`." }]
        upgrade: Nothing to change.
  - id: terraform-provider
    title: Terraform provider (strata/strata)
    summary: The provider.
    pins: ['version\\s*=\\s*"~> {version}"']
    releases:
      - version: "1.4.0"
        date: 2025-02-24
        changes: [{ kind: added, text: "Adds \`versioning\`." }]
        upgrade: Nothing to change.
`)

describe("pinned versions", () => {
  it("finds each pin with its line, and fails a version without release notes", () => {
    const pages = [
      { file: "content/docs/a.mdx", source: "Intro\n\n```\nstratactl version 1.4.0 (darwin/arm64)\n```\nThe samples use `stratactl` 1.5.0." },
      { file: "content/docs/b.mdx", source: 'terraform {\n  version = "~> 1.4"\n}\nversion = "~> 1.2"' },
    ]
    const result = checkPinnedVersions(pages, tools)
    expect(result.pins).toBe(4)
    expect(result.problems).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:6 pins stratactl 1\.5\.0, which has no release in content\/schema\/tool-releases\.yaml/),
      expect.stringMatching(/^content\/docs\/b\.mdx:4 pins Terraform provider \(strata\/strata\) 1\.2,/),
    ])
  })

  it("matches a constraint to any patch of its minor version", () => {
    expect(hasRelease(tools[0], "1.4")).toBe(true)
    expect(hasRelease(tools[0], "1.3.1")).toBe(false)
    expect(compareVersions("1.10.0", "1.9.2")).toBeGreaterThan(0)
  })
})
