/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { CodeBlock } from "../../../../src/build/check/shared/codeBlocks"
import { curlRequest, requestPairs } from "../../../../src/build/check/runs/requestPairs"
import { runContexts, type RunInput } from "../../../../src/build/check/runs/runContexts"

// Requests found on pages and run in their context: a tutorial's pages share one workspace; a mismatch names file:line.

const SDL = fs.readFileSync(path.join(__dirname, "../../../../content/schema/strata.graphql"), "utf8")
const block = (file: string, line: number, lang: string, value: string, meta?: string): CodeBlock => ({ file, line, lang, value, ...(meta ? { meta } : {}) })
const productType = { resource: { strata_stratadb_type: { product: [{ name: "Product", fields: { sku: { unique: true } } }] } } }

function input(requests: Record<string, CodeBlock[]>, pages = Object.keys(requests)): RunInput {
  return {
    sdl: SDL,
    workspaces: { users: [], tokens: { STRATA_TOKEN: "member" }, contexts: { tutorial: { is: "t", pages }, samples: { is: "s", now: "2025-03-14T09:00:00Z" }, default: { is: "d", like: "samples" } } },
    seeds: {},
    requests: new Map(Object.entries(requests).map(([file, blocks]) => [file, requestPairs(blocks)])),
    terraform: new Map([[pages[0], [{ line: 1, json: productType }]]]),
    knownIds: [],
    examples: { file: "content/schema/examples.yaml", entries: [] },
  }
}

const create = 'mutation { createProduct(input: { name: "A", sku: "AAA-0001", price: 1, cost: 1 }) { sku } }'
const count = "{ products { totalCount } }"

it("a request's response is compared with the model's, and a difference names the response's file:line", () => {
  const report = runContexts(input({ "a.mdx": [block("a.mdx", 10, "graphql", count), block("a.mdx", 20, "json", '{"data":{"products":{"totalCount":3}}}')] }))
  expect(report.problems).toEqual(['a.mdx:20 the response shown is not what the request at line 10 returns in context "tutorial": at data.products.totalCount the page shows 3, the model returns 0'])
})

it("a tutorial page starts from the state the previous page left", () => {
  const report = runContexts(input({ "one.mdx": [block("one.mdx", 5, "graphql", create)], "two.mdx": [block("two.mdx", 5, "graphql", count), block("two.mdx", 9, "json", '{"data":{"products":{"totalCount":1}}}')] }))
  expect(report.problems).toEqual([])
  expect(report.executed).toEqual({ tutorial: 2 })
})

it("a page that assumes state the previous page didn't leave fails with its file:line", () => {
  const report = runContexts(input({ "one.mdx": [], "two.mdx": [block("two.mdx", 5, "graphql", count), block("two.mdx", 9, "json", '{"data":{"products":{"totalCount":1}}}')] }))
  expect(report.problems[0]).toMatch(/^two\.mdx:9 .*totalCount the page shows 1, the model returns 0/)
})

it("a request marked nocheck is counted with its reason, not run", () => {
  const report = runContexts(input({ "a.mdx": [{ ...block("a.mdx", 3, "graphql", count), nocheck: "shown in part" }, block("a.mdx", 8, "json", '{"data":{"products":{"totalCount":9}}}')] }))
  expect(report.nocheck).toEqual(["a.mdx:3 shown in part"])
  expect(report.problems).toEqual([])
})

it("a curl command's body is the request, and its token names the caller", () => {
  expect(curlRequest(`curl https://x/query \\\n  -H "Authorization: Bearer $ID_TOKEN" \\\n  -d '{"query": "{ me { email } }"}'`)).toEqual({ query: "{ me { email } }", token: "ID_TOKEN" })
})

it("a JSON block after a request that isn't a response holds its variables", () => {
  const pairs = requestPairs([block("a.mdx", 1, "graphql", "query ($id: ID!) { product(id: $id) { sku } }"), block("a.mdx", 5, "json", '{"id":"x"}'), block("a.mdx", 9, "json", '{"data":{"product":null}}', 'volatile="sku"')])
  expect(pairs).toEqual([{ file: "a.mdx", line: 1, query: "query ($id: ID!) { product(id: $id) { sku } }", variables: { id: "x" }, response: { line: 9, value: { data: { product: null } } }, volatile: ["sku"] }])
})

it("a request sent with an unknown token variable names its file:line", () => {
  const curl = `curl https://x/query -H "Authorization: Bearer $OTHER" -d '{"query": "{ me { email } }"}'`
  expect(runContexts(input({ "a.mdx": [block("a.mdx", 4, "bash", curl)] })).problems).toEqual([
    "a.mdx:4 the request sends $OTHER, which content/workspaces.yaml's tokens don't name: add it there or set caller=\"…\"",
  ])
})

it("with a memo, an edit re-runs only the context it touches", () => {
  const kept = new Map<string, unknown>()
  const ran: string[] = []
  const memo = (key: string, run: () => ReturnType<typeof runContexts>) => {
    if (!kept.has(key)) {
      ran.push(key.slice(0, 40))
      kept.set(key, run())
    }
    return kept.get(key) as ReturnType<typeof runContexts>
  }
  const pages = { "one.mdx": [block("one.mdx", 5, "graphql", create)], "two.mdx": [block("two.mdx", 5, "graphql", count)] }
  const first = runContexts(input(pages, ["one.mdx"]), memo)
  const runsBefore = ran.length
  expect(runContexts(input(pages, ["one.mdx"]), memo)).toEqual(first)
  expect(ran).toHaveLength(runsBefore)
  // two.mdx is in no context: it runs on its own, so editing it re-runs it and nothing else.
  runContexts(input({ ...pages, "two.mdx": [block("two.mdx", 5, "graphql", "{ categories { totalCount } }")] }, ["one.mdx"]), memo)
  expect(ran).toHaveLength(runsBefore + 1)
})
