/** @jest-environment node */
import { RELEVANCE_QUERIES } from "./relevanceQueries"
import { contentRecords, memoryIndex } from "../index/siteIndex"

// Relevance of the embedded index on this site's pages, measured without a browser: mean reciprocal
// rank of the first result on a wanted page (within the first 10), and recall at 5 (the dialog shows 5).
const MRR_MIN = 0.9
const RECALL_AT_5_MIN = 0.95
const SECTION_MRR_MIN = 0.85

const records = contentRecords()
const { index } = memoryIndex(records)

async function rankOf(query: string, routes: string[]): Promise<number | undefined> {
  const { ranked } = await index.rank(query, 10)
  const position = ranked.slice(0, 10).findIndex((entry) => routes.includes(records[entry.section].slug))
  return position === -1 ? undefined : position + 1
}

/** The rank of the first result that is one of the wanted sections (route#anchor), within the first 10. */
async function sectionRankOf(query: string, sections: string[]): Promise<number | undefined> {
  const { ranked } = await index.rank(query, 10)
  const position = ranked.slice(0, 10).findIndex((entry) => sections.includes(records[entry.section].url))
  return position === -1 ? undefined : position + 1
}

const reciprocal = (ranks: (number | undefined)[]) => ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length

describe("search relevance on this site's pages", () => {
  it("has at least 60 queries, 25 of them from code or deep in a section, from every group", () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(60)
    expect(RELEVANCE_QUERIES.filter((q) => q.kind === "code" || q.kind === "deep").length).toBeGreaterThanOrEqual(25)
    const groups = new Set(RELEVANCE_QUERIES.flatMap((q) => q.routes.map((route) => route.split("/")[1])))
    expect([...groups].sort()).toEqual(["administration", "console", "getting-started", "guides", "reference", "security", "stratactl", "tutorials"])
    // Every wanted route is a page of the site.
    const slugs = new Set(records.map((record) => record.slug))
    expect(RELEVANCE_QUERIES.flatMap((q) => q.routes).filter((route) => !slugs.has(route))).toEqual([])
  })

  it(`reaches MRR ≥ ${MRR_MIN} and recall@5 ≥ ${RECALL_AT_5_MIN}`, async () => {
    const ranks = await Promise.all(RELEVANCE_QUERIES.map(({ query, routes }) => rankOf(query, routes)))
    const mrr = ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length
    const recall = ranks.filter((rank) => rank !== undefined && rank <= 5).length / ranks.length
    const misses = RELEVANCE_QUERIES.flatMap((q, i) => (ranks[i] === 1 ? [] : [`${q.query} → ${ranks[i] ?? "not in 10"}`]))
    const kinds = [...new Set(RELEVANCE_QUERIES.map((q) => q.kind))]
    const byKind = kinds.map((kind) => {
      const of = ranks.filter((_, i) => RELEVANCE_QUERIES[i].kind === kind)
      return `${kind} ${(of.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / of.length).toFixed(2)}`
    })
    const summary = `MRR ${mrr.toFixed(3)} (${byKind.join(", ")}), recall@5 ${recall.toFixed(3)}`
    console.info(`Relevance over ${ranks.length} queries: ${summary}; not first: ${misses.join("; ") || "none"}`)
    expect(mrr).toBeGreaterThanOrEqual(MRR_MIN)
    expect(recall).toBeGreaterThanOrEqual(RECALL_AT_5_MIN)
  })

  // Identifiers and tasks name one place: the entry that defines it, the section that answers it. Ranked by section.
  it(`puts the defining entry or answering section first (section MRR ≥ ${SECTION_MRR_MIN})`, async () => {
    const placed = RELEVANCE_QUERIES.filter((q) => q.sections)
    const ranks = await Promise.all(placed.map(({ query, sections }) => sectionRankOf(query, sections!)))
    const recall = ranks.filter((rank) => rank !== undefined && rank <= 5).length / ranks.length
    const misses = placed.flatMap((q, i) => (ranks[i] === 1 ? [] : [`${q.query} → ${ranks[i] ?? "not in 10"}`]))
    console.info(`Sections over ${ranks.length} queries: MRR ${reciprocal(ranks).toFixed(3)}, recall@5 ${recall.toFixed(3)}; not first: ${misses.join("; ") || "none"}`)
    expect(placed.length).toBeGreaterThanOrEqual(20)
    expect(reciprocal(ranks)).toBeGreaterThanOrEqual(SECTION_MRR_MIN)
  })

  const urls = async (query: string, count = 5) => (await index.rank(query, count)).ranked.map((entry) => records[entry.section].url)

  it("finds a field by its name, and its type's entry before the types derived from it", async () => {
    expect((await urls("reorderPoint"))[0]).toBe("/reference/api-references/graphql/objects#inventory-reorderpoint")
    expect((await urls("Inventory.reorderPoint"))[0]).toBe("/reference/api-references/graphql/objects#inventory-reorderpoint")
    expect((await urls("leadTimeDays"))[0]).toBe("/reference/api-references/graphql/objects#supplier-leadtimedays")
  })

  it("puts the place that defines an identifier above the release that changed it", async () => {
    expect((await urls("isStrataError"))[0]).toBe("/reference/strata-sdk/core-concepts#errors")
    expect((await urls("on_delete"))[0]).toBe("/guides/stratadb/relationships#relation-options")
    expect((await urls("function memory limit"))[0]).toBe("/reference/platform-limits#function-memory")
  })

  it("puts the section that answers a task above the one about changing it", async () => {
    expect((await urls("webhook signature"))[0]).toBe("/guides/executor/incoming-webhook-trigger#verify-signatures")
    const rate = await urls("rate limit", 10)
    const increase = rate.indexOf("/reference/platform-limits#request-a-limit-increase")
    expect(rate.indexOf("/reference/platform-limits#limits-at-a-glance")).toBeLessThan(increase)
    expect(rate.indexOf("/reference/errors#rate_limited")).toBe(0)
    expect((await urls("query depth"))[0]).toBe("/reference/platform-limits#query-depth")
  })
})
