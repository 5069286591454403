import { buildSchema, parse, validate } from "graphql"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { changelogPage, releaseChanges } from "../../src/reference/changelogPage"
import { coordinateHref } from "../../src/reference/graphqlPages"
import type { Release } from "../../src/reference/releases"
import { diffSchemas } from "../../src/reference/schemaDiff"

// The API changelog: the changes between two releases' schemas (schemaDiff), and the page with one section per release.
const LIMIT = "directive @limit(max: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | FIELD_DEFINITION\n"

const release = (version: string, date: string, sdl: string, summary?: string): Release => ({
  version,
  date,
  schema: `content/schema/releases/${date}.graphql`,
  text: sdl,
  parsed: buildSchema(sdl),
  ...(summary ? { summary } : {}),
})
const diff = (before: string, after: string) => diffSchemas(buildSchema(before), buildSchema(after))

const BEFORE = `
type Product { name: String! sku: String! colour: String }
enum Status { PAID SHIPPED LOST }
type Query { products(first: Int, sort: String): [Product!]! order(id: ID!): String }
`
const AFTER = `
type Product { name: String! sku: String! @deprecated(reason: "Use \`name\`.") colour: String price: Float }
enum Status { PAID SHIPPED }
type Query { products(first: Int = 100, sort: Int): [Product!]! order(id: ID!): String }
type Supplier { name: String! }
`

describe("the changes between two releases", () => {
  const changes = diff(BEFORE, AFTER)
  const find = (what: string) => changes.filter((change) => change.what === what)

  it("lists additions of types and fields", () => {
    expect(find("Supplier")).toEqual([{ kind: "added", breaking: false, what: "Supplier", description: "New type Supplier." }])
    expect(find("Product.price")).toEqual([{ kind: "added", breaking: false, what: "Product.price", description: "New field Product.price." }])
  })

  it("lists deprecations with their reason", () => {
    expect(find("Product.sku")).toEqual([{ kind: "deprecated", breaking: false, what: "Product.sku", description: "Use `name`." }])
  })

  it("lists removals and a changed argument type as breaking (graphql-js)", () => {
    expect(find("Status.LOST")).toEqual([expect.objectContaining({ kind: "removed", breaking: true })])
    expect(find("Query.products(sort:)")).toEqual([expect.objectContaining({ kind: "changed", breaking: true, description: expect.stringContaining("changed type from String to Int") })])
  })

  it("doesn't list a default that a release states where the one before stated none", () => {
    expect(find("Query.products(first:)")).toEqual([])
  })

  it("lists a removed field as breaking", () => {
    expect(diff("type Query { a: Int b: Int }", "type Query { a: Int }")).toEqual([{ kind: "removed", breaking: true, what: "Query.b", description: "Query.b was removed." }])
  })
})

describe("limits and defaults", () => {
  const withLimit = (max?: number) => `${LIMIT}type Query { products(first: Int${max ? ` @limit(max: ${max})` : ""}): [String!]! }`

  it("doesn't list a limit that a release states where the one before stated none", () => {
    expect(diff(withLimit(), withLimit(1000))).toEqual([])
  })

  it("lists a lowered limit as breaking and a raised one as not", () => {
    expect(diff(withLimit(1000), withLimit(500))).toEqual([{ kind: "changed", breaking: true, what: "Query.products(first:)", description: "Limit lowered from 1,000 to 500." }])
    expect(diff(withLimit(500), withLimit(1000))).toEqual([{ kind: "changed", breaking: false, what: "Query.products(first:)", description: "Limit raised from 500 to 1,000." }])
  })

  it("doesn't list the @limit directive itself: it annotates the schema and can't be written in a request", () => {
    expect(diff("type Query { a: Int }", `${LIMIT}type Query { a: Int }`)).toEqual([])
    expect(diff(`${LIMIT}type Query { a: Int }`, "type Query { a: Int }")).toEqual([])
  })

  it("doesn't list a default an input field states for the first time; lists one that changed, as not breaking", () => {
    const input = (value: string) => `enum Direction { ASC DESC } input Sort { direction: Direction${value} } type Query { products(sort: Sort): [String!]! }`
    expect(diff(input(""), input(" = ASC"))).toEqual([])
    expect(diff(input(" = ASC"), input(" = DESC"))).toEqual([{ kind: "changed", breaking: false, what: "Sort.direction", description: "Sort.direction has changed defaultValue from ASC to DESC." }])
  })

  it("lists a changed argument default (graphql-js) as not breaking", () => {
    const arg = (value: string) => `type Query { products(first: Int${value}): [String!]! }`
    expect(diff(arg(" = 100"), arg(" = 50"))).toEqual([{ kind: "changed", breaking: false, what: "Query.products(first:)", description: "Query.products arg first has changed defaultValue from 100 to 50." }])
  })

  it("lists a removed default as breaking when the argument is non-null, so leaving it out now fails", () => {
    const arg = (value: string) => `type Query { products(first: Int!${value}): [String!]! }`
    expect(diff(arg(" = 100"), arg(""))).toEqual([{ kind: "changed", breaking: true, what: "Query.products(first:)", description: "Now required: its default value 100 was removed, so a request that leaves it out fails." }])
  })
})

// "Breaking" means a request that worked before may now fail: each case has a request valid against the
// earlier schema, and it fails validation against the later one exactly when a change is marked breaking.
describe("breaking means a request that worked before may now fail", () => {
  const cases: [string, string, string, string][] = [
    ["a removed field", "type Query { a: Int b: Int }", "type Query { a: Int }", "{ b }"],
    ["a removed argument", "type Query { a(x: Int): Int }", "type Query { a: Int }", "{ a(x: 1) }"],
    ["a removed enum value", "enum E { X Y } type Query { a(e: E): Int }", "enum E { X } type Query { a(e: E): Int }", "{ a(e: Y) }"],
    ["a new required argument", "type Query { a: Int }", "type Query { a(x: Int!): Int }", "{ a }"],
    ["a new required input field", "input I { x: Int } type Query { a(i: I): Int }", "input I { x: Int y: Int! } type Query { a(i: I): Int }", "{ a(i: { x: 1 }) }"],
    ["an argument that became non-null", "type Query { a(x: Int): Int }", "type Query { a(x: Int!): Int }", "{ a }"],
    ["a removed default of a non-null argument", "type Query { a(x: Int! = 1): Int }", "type Query { a(x: Int!): Int }", "{ a }"],
    ["a removed type", "type T { a: Int } type Query { t: T a: Int }", "type Query { a: Int }", "{ t { a } }"],
    ["a new enum value", "enum E { X } type Query { a(e: E): Int }", "enum E { X Y } type Query { a(e: E): Int }", "{ a(e: X) }"],
    ["a new optional argument", "type Query { a: Int }", "type Query { a(x: Int): Int }", "{ a }"],
    ["a changed default", "type Query { a(x: Int = 1): Int }", "type Query { a(x: Int = 2): Int }", "{ a }"],
    ["a deprecation", "type Query { a: Int }", 'type Query { a: Int @deprecated(reason: "Use b.") b: Int }', "{ a }"],
    ["a limit stated for the first time", "type Query { a(x: Int): Int }", `${LIMIT}type Query { a(x: Int @limit(max: 10)): Int }`, "{ a(x: 5) }"],
  ]
  for (const [name, before, after, request] of cases) {
    it(name, () => {
      expect(validate(buildSchema(before), parse(request))).toEqual([])
      const breaking = diff(before, after).some((change) => change.breaking)
      expect(breaking).toBe(validate(buildSchema(after), parse(request)).length > 0)
    })
  }

  it("lists a new required argument once, as a breaking addition", () => {
    expect(diff("type Query { a: Int }", "type Query { a(x: Int!): Int }")).toEqual([{ kind: "added", breaking: true, what: "Query.a(x:)", description: "A required arg x on Query.a was added." }])
  })
})

describe("the changelog page", () => {
  const releases = [release("1.0", "2025-03-01", BEFORE, "The first one."), release("1.1", "2025-03-14", AFTER, "Deprecates `Product.sku`.")]
  const page = changelogPage(releases, (what) => coordinateHref(buildSchema(AFTER), what))
  const headings = page.body.split("\n").filter((line) => line.startsWith("## "))

  it("has one section per release, newest first, with its version, date and summary", () => {
    expect(headings).toEqual(["## 1.1 (14 March 2025)", "## 1.0 (1 March 2025)"])
    expect(page.body).toContain("## 1.1 (14 March 2025)\n\nDeprecates `Product.sku`.\n\n- **Breaking.**")
  })

  it("says what the oldest release introduced", () => {
    expect(releaseChanges(releases)[1].note).toBe("The first release on this page introduced 2 queries, 0 mutations and 7 named types.")
    expect(page.body).toContain("## 1.0 (1 March 2025)\n\nThe first one.\n\nThe first release on this page introduced 2 queries, 0 mutations and 7 named types.")
  })

  it("lists the changes, breaking ones first and marked, linking the current entries", () => {
    expect(page.body).toContain("- **Breaking.** **Removed** [`Status.LOST`](/reference/api-references/graphql/enums#status): LOST was removed from enum type Status.")
    expect(page.body).toContain("- **Deprecated** [`Product.sku`](/reference/api-references/graphql/objects#product): Use `name`.")
    const section = page.body.slice(page.body.indexOf("## 1.1"), page.body.indexOf("## 1.0"))
    const marks = section.split("\n").filter((line) => line.startsWith("- ")).map((line) => line.startsWith("- **Breaking.**"))
    expect(marks).toEqual([...marks].sort((a, b) => Number(b) - Number(a)))
    expect(page.entries).toBe(diff(BEFORE, AFTER).length)
    expect(() => compileMdx(page.body, "generated.mdx")).not.toThrow()
  })

  it("has no entry for two releases that differ only in a declared limit", () => {
    const plain = `${LIMIT}type Query { products(first: Int = 100): [String!]! }`
    const limited = `${LIMIT}type Query { products(first: Int = 100 @limit(max: 1000)): [String!]! }`
    const limitOnly = changelogPage([release("1.0", "2025-03-01", plain), release("1.1", "2025-03-14", limited)], () => undefined)
    expect(limitOnly.entries).toBe(0)
    expect(limitOnly.body).toContain("## 1.1 (14 March 2025)\n\nDescriptions only: no type, field, argument or value changed.")
  })

  it("has no entry for two releases that differ only in a declared default", () => {
    const defaultOnly = changelogPage([release("1.0", "2025-03-01", "type Query { products(first: Int): [String!]! }"), release("1.1", "2025-03-14", "type Query { products(first: Int = 100): [String!]! }")], () => undefined)
    expect(defaultOnly.entries).toBe(0)
  })

  it("names no commit: no hash, no commit wording", () => {
    expect(page.body).not.toMatch(/commit/i)
    expect(page.body).not.toMatch(/\b[0-9a-f]{7,40}\b/)
    expect(page.description).not.toMatch(/commit|history/i)
  })
})

describe("a note for every change, written for that change", () => {
  const V1 = "type Query { a: Int }"
  const V2 = "type Query { a: Int b: Int }"

  it("shows the release's note instead of the generated sentence", () => {
    const notes = { ...release("1.1", "2025-02-17", V2), changes: { "Query.b": "Read `b` to get the other count; nothing changes for clients that don't." } }
    const page = changelogPage([release("1.0", "2024-11-04", V1), notes], () => undefined)
    expect(page.body).toContain("- **Added** `Query.b`: Read `b` to get the other count; nothing changes for clients that don't.")
    expect(page.body).not.toContain("New field Query.b.")
  })
})
