/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { CodeBlock } from "../../src/build/check/shared/codeBlocks"
import { requestPairs } from "../../src/build/check/runs/requestPairs"
import { planWorld, runContexts, type RunInput } from "../../src/build/check/runs/runContexts"
import { sampleSession } from "../../src/explorer/sampleTarget"
import type { ExplorerPage } from "../../src/explorer/explorerFiles"

// The explorer replays the plan the build recorded, so a block's first Run in the browser answers what the build
// ran: the state the pages before it left, the configuration above it, its caller. Runs change that state; Reset
// puts it back.

const SDL = fs.readFileSync(path.join(__dirname, "../../content/schema/strata.graphql"), "utf8")
const block = (file: string, line: number, lang: string, value: string, meta?: string): CodeBlock => ({ file, line, lang, value, ...(meta ? { meta } : {}) })
const productType = { resource: { strata_stratadb_type: { product: [{ name: "Product", fields: { sku: { unique: true } }, permissions: [{ actions: ["read"], condition: "'staff' in user.claims.groups" }] }] } } }
const grace = { id: "a3f9c2e1-7b4d-4e8a-9c16-2d5b8e0f4a71", email: "grace@example.com", name: "Grace", groups: [] as string[] }

function input(requests: Record<string, CodeBlock[]>): RunInput {
  const pages = Object.keys(requests)
  return {
    sdl: SDL,
    workspaces: { users: [grace], tokens: {}, contexts: { tutorial: { is: "t", pages }, samples: { is: "s", now: "2025-03-14T09:00:00Z" }, default: { is: "d", like: "samples" } } },
    seeds: {},
    requests: new Map(Object.entries(requests).map(([file, blocks]) => [file, requestPairs(blocks)])),
    terraform: new Map([[pages[0], [{ line: 1, json: productType }]]]),
    knownIds: [],
    examples: { file: "content/schema/examples.yaml", entries: [] },
  }
}

const create = (sku: string) => `mutation { createProduct(input: { name: "A", sku: "${sku}", price: 1, cost: 1 }) { sku } }`
const count = "{ products { totalCount } }"

function explorerPages(run: RunInput) {
  const report = runContexts(run)
  expect(report.problems).toEqual([])
  const world = { ...planWorld(run), errors: {} }
  const pages = new Map(report.pages.map((page) => [page.file, { world: "/explorer/world.json", plan: page.plan, blocks: page.blocks } as ExplorerPage]))
  return { world, pages }
}

it("records each page's runnable ```graphql blocks by line, with the pages before it in a tutorial", () => {
  const { pages } = explorerPages(
    input({
      "one.mdx": [block("one.mdx", 5, "graphql", create("AAA-0001")), { ...block("one.mdx", 9, "graphql", count), nocheck: "partial" }],
      "two.mdx": [block("two.mdx", 5, "graphql", count), block("two.mdx", 9, "json", '{"data":{"products":{"totalCount":1}}}')],
    }),
  )
  expect(pages.get("one.mdx")!.blocks).toEqual({ 5: 0 })
  // The nocheck request was still sent, so the second page's plan holds all three.
  expect(pages.get("two.mdx")!.plan.steps.map((step) => step.query)).toEqual([create("AAA-0001"), count, count])
  expect(pages.get("two.mdx")!.blocks).toEqual({ 5: 2 })
})

it("the first Run answers what the page shows, in the state the earlier pages left", () => {
  const { pages, world } = explorerPages(
    input({
      "one.mdx": [block("one.mdx", 5, "graphql", create("AAA-0001")), block("one.mdx", 9, "graphql", create("AAA-0002"))],
      "two.mdx": [block("two.mdx", 5, "graphql", count), block("two.mdx", 9, "json", '{"data":{"products":{"totalCount":2}}}')],
    }),
  )
  const session = sampleSession(pages.get("two.mdx")!, world, "5", () => 0)
  expect(session.query).toBe(count)
  expect(session.run({ query: session.query, caller: session.caller }).response).toEqual({ data: { products: { totalCount: 2 } } })
})

it("runs change the state, Reset restores the block's starting state, and another caller meets the rules", () => {
  const { pages, world } = explorerPages(input({ "one.mdx": [block("one.mdx", 5, "graphql", create("AAA-0001")), block("one.mdx", 9, "graphql", count)] }))
  const session = sampleSession(pages.get("one.mdx")!, world, "9")
  session.run({ query: create("BBB-0002"), caller: "member" })
  expect(session.run({ query: count, caller: "member" }).response).toEqual({ data: { products: { totalCount: 2 } } })
  session.reset()
  expect(session.run({ query: count, caller: "member" }).response).toEqual({ data: { products: { totalCount: 1 } } })
  // Grace is in no group the read rule allows: her read hides the record, and her create is refused.
  expect(session.run({ query: count, caller: "user:grace@example.com" }).response).toEqual({ data: { products: { totalCount: 0 } } })
  const denied = session.run({ query: create("CCC-0003"), caller: "user:grace@example.com" }).response
  expect(denied?.errors?.[0].extensions.code).toBe("PERMISSION_DENIED")
  expect(session.run({ query: count, caller: "anonymous" }).response?.errors?.[0].extensions.code).toBe("UNAUTHENTICATED")
  expect(session.callers.map((choice) => choice.name)).toEqual(["member", "member:editor", "member:viewer", "user:grace@example.com", "anonymous"])
})

it("a block the page's file doesn't know says to reload", () => {
  const { pages, world } = explorerPages(input({ "one.mdx": [block("one.mdx", 5, "graphql", count)] }))
  expect(() => sampleSession(pages.get("one.mdx")!, world, "77")).toThrow(/no run plan \(line 77\).*Reload the page/)
})

it("a reference example runs on its own copy of the samples, under its key", () => {
  const run = input({ "one.mdx": [] })
  run.examples.entries.push({ example: { operation: "products", title: "Count", request: count, response: '{"data":{"products":{"totalCount":0}}}' }, line: 3, run: "example:products" })
  const report = runContexts(run)
  expect(report.problems).toEqual([])
  const example = report.pages.find((page) => "example:products" in page.blocks)!
  const session = sampleSession({ world: "/explorer/world.json", plan: example.plan, blocks: example.blocks }, planWorld(run), "example:products")
  expect(session.run({ query: count, caller: session.caller }).response).toEqual({ data: { products: { totalCount: 0 } } })
})
