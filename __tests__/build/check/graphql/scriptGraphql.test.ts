/** @jest-environment node */
import { buildSchema } from "graphql"
import type { CodeBlock } from "../../../../src/build/check/shared/codeBlocks"
import { checkScriptGraphql } from "../../../../src/build/check/graphql/scriptGraphql"

// GraphQL inside JavaScript and TypeScript examples, found by swc's parser and validated against the schema.

const schema = buildSchema(`type Product { sku: String! } type Query { products: [Product!]! }`)
const block = (value: string, lang = "js"): CodeBlock => ({ file: "a.mdx", line: 10, lang, value })
const check = (value: string, lang?: string) => checkScriptGraphql([block(value, lang)], schema)

it("an operation sent with strata.graphql is validated, with the line it starts on", () => {
  const result = check('const { data } = await strata.graphql({\n  application: "inventory",\n  query: `query { products { colour } }`,\n})')
  expect(result.problems).toEqual(['a.mdx:12 GraphQL in js: Cannot query field "colour" on type "Product".'])
  expect(result.queries).toBe(1)
})

it("an operation kept in a constant and sent through the block's own helpers is validated", () => {
  const result = check("const run = (query) => strata.graphql({ query })\nconst all = (query) => run(query)\nawait all(`{ products { sku } }`)", "ts")
  expect(result).toMatchObject({ problems: [], queries: 1, elsewhere: 0 })
})

it("an operation the block sends to another API through its own helper is counted, not validated", () => {
  const result = check("async function shopify(query) { return fetch('https://x.myshopify.com/graphql.json', { body: JSON.stringify({ query }) }) }\nawait shopify(`{ productVariants { id } }`)")
  expect(result).toMatchObject({ problems: [], queries: 0, elsewhere: 1 })
})

it("a fetch to an apps.strata.dev endpoint is validated; one built with ${…} is counted apart", () => {
  const result = check('await fetch("https://inventory-7d3a91c2.apps.strata.dev/query", { body: JSON.stringify({ query: `{ products { sku } }` }) })\nawait strata.graphql({ query: `query { ${field} }` })', "ts")
  expect(result).toMatchObject({ problems: [], queries: 1, interpolated: 1 })
})

it("a fragment the parser can't read is counted, not guessed at", () => {
  expect(check("const x = {\n  …\n}")).toMatchObject({ problems: [], unparsed: 1 })
})
