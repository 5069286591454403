import { saysNothing } from "../../src/reference/emptyDescriptions"
import { measureRepetition, sentencesOf, wordingOf } from "../../src/reference/repetition"
import { checkPinnedVersions, compareVersions, hasRelease, parseToolReleases, type Tool } from "../../src/reference/toolReleases"
import { checkResourceWording } from "../../src/reference/resourceChecks"
import { parseRates, rateText } from "../../src/reference/limitPhrases"
import type { Resource } from "../../src/reference/sources"

// The checks that keep the generated reference written for its reader: no description that only names its
// attribute, no pinned tool version without release notes, and a measure of how much the pages repeat.

describe("a description that says nothing", () => {
  it.each([
    ["url", "The URL."],
    ["application", "The application."],
    ["name", "The function."],
    ["namespace", "The Functions namespace."],
    ["scopes", "Scopes requested."],
    ["vault", "The vault."],
  ])("fails for %s: %s", (name, description) => expect(saysNothing(description, name)).toBe(true))

  it.each([
    ["url", "The HTTPS URL the request is sent to."],
    ["cron", "Five-field cron expression."],
    ["timezone", "IANA time zone."],
    ["short_id", "The first 8 characters of the ID, used in host names."],
    ["namespace", "Namespace name, such as `inventory-jobs`."],
    ["workspace_id", "ID of the workspace. Changing it replaces the namespace."],
  ])("passes for %s: %s", (name, description) => expect(saysNothing(description, name)).toBe(false))

  const resource = (attributes: Resource["attributes"], extra: Partial<Resource> = {}): Resource => ({
    name: "executor_namespace",
    title: "Executors namespace",
    description: "An Executors namespace that holds executors.",
    terraform: { resource: "strata_executor", import: "<workspace-id>/<namespace>" },
    cue: {},
    attributes,
    destroy: { deletes_data: true, description: "Destroying the namespace deletes its executors and their execution logs." },
    ...extra,
  })
  const text = "resources:\n  - name: executor_namespace\n    attributes:\n      - { name: url, type: string, description: \"The URL.\" }\n      - { name: signature, type: object }\n"
  const check = (resources: Resource[]) => checkResourceWording(resources, text)

  it("fails the wording check naming resources.yaml and the attribute's line", () => {
    const problems = check([resource([{ name: "url", type: "string", description: "The URL." }])])
    expect(problems).toEqual([expect.stringMatching(/^content\/schema\/resources\.yaml:4 the description of url, "The URL\.", says nothing/)])
  })

  it("requires what happens without an optional security argument, and what destroying a resource does", () => {
    const signature = { name: "signature", type: "object", description: "How a request is verified before the executor runs." }
    expect(check([resource([signature])])).toEqual([expect.stringContaining("resources.yaml:5 signature is optional and matters for security")])
    expect(check([resource([{ ...signature, without: "Anyone who knows the URL can start the executor." }])])).toEqual([])
    expect(check([resource([], { destroy: undefined })])).toEqual([expect.stringContaining("executor_namespace needs destroy")])
  })
})

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

  it("refuses releases out of order, with the file and line", () => {
    const text = `tools:\n  - id: x\n    title: X\n    summary: X.\n    pins: ["x {version}"]\n    releases:\n      - version: "1.0.0"\n        date: 2024-01-01\n` +
      `        changes: [{ kind: added, text: "A." }]\n        upgrade: Nothing to change.\n      - version: "1.1.0"\n        date: 2024-02-01\n` +
      `        changes: [{ kind: added, text: "B." }]\n        upgrade: Nothing to change.\n`
    expect(() => parseToolReleases(text)).toThrow(/tool-releases\.yaml:11 x: list releases newest first/)
  })
})

describe("rates", () => {
  it("reads a rate with its number and says it in words", () => {
    const [rate] = parseRates("limits: []\nrates:\n  - { name: Management API requests, api: management, requests: 10, per: second, scope: per personal access token, phrases: [\"{n} requests per second\"] }\n")
    expect(rateText(rate)).toBe("10 requests per second per personal access token")
    expect(() => parseRates("rates:\n  - { name: X, api: graphql, per: hour, scope: y, phrases: [] }\n")).toThrow(/needs requests \(a number\), per \(second or minute\), phrases/)
  })
})

describe("the repetition measure", () => {
  it("splits prose into sentences, leaving code spans whole", () => {
    expect(sentencesOf("Send `a.b` to the endpoint. It answers with `200 OK.` and a body.")).toEqual(["Send `a.b` to the endpoint.", "It answers with `200 OK.` and a body."])
  })

  it("reduces a sentence to its wording: names, lists of names and numbers masked", () => {
    expect(wordingOf("Like every operation, it can fail with `A`, `B` and `C`; see the [codes](/reference/errors).")).toBe(
      "Like every operation, it can fail with `…`; see the codes.",
    )
    expect(wordingOf("At most 1,000 records.")).toBe("At most N records.")
  })

  it("counts the wordings that stand more than the threshold across pages, and nothing in code, tables or headings", () => {
    const entry = (name: string) => `## ${name}\n\nReturns \`${name}\`. Like every operation, it can also fail as a whole with \`INTERNAL\`.\n\n| a | b |\n\n\`\`\`graphql\nquery { a }\n\`\`\``
    const pages = [{ route: "/a", markdown: ["x", "y", "z"].map(entry).join("\n\n") }, { route: "/b", markdown: ["u", "v", "w"].map(entry).join("\n\n") }]
    const report = measureRepetition(pages, 5)
    expect(report.wordings).toEqual([expect.objectContaining({ wording: "Like every operation, it can also fail as a whole with `…`.", count: 6 })])
    expect(report.repeated).toBe(6)
    expect(measureRepetition(pages, 6).wordings).toEqual([])
  })
})
