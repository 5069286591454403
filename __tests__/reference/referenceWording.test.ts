import { measureRepetition, sentencesOf, wordingOf } from "../../src/reference/repetition"
import { parseToolReleases } from "../../src/reference/toolReleases"
import { parseRates, rateText } from "../../src/reference/limitPhrases"

// What keeps the generated reference written for its reader: tool releases in order, rates said in words, and a
// measure of how much the pages repeat (the checks of descriptions and pinned versions: __tests__/build/check/reference).

describe("pinned versions", () => {
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
