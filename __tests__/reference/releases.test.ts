import fs from "fs"
import path from "path"
import { readSchemas } from "../../src/reference/readSchemas"
import { parseReleases, releaseEntries, RELEASES_FILE } from "../../src/reference/releases"
import { diffSchemas } from "../../src/reference/schemaDiff"
import { SCHEMA_FILES } from "../../src/reference/sources"

// content/schema/releases.yaml: the releases of the GraphQL API that the changelog compares, checked at build.
const ROOT = path.resolve(__dirname, "../..")
const CURRENT = "content/schema/strata.graphql"
const SNAPSHOT = "content/schema/releases/2025-01-06.graphql"
const SDL = "type Query { products: [String!]! }"
const files = new Map([
  [CURRENT, SDL],
  [SNAPSHOT, SDL],
])

const valid = `# The releases.
releases:
  - version: "1.0"
    date: 2025-01-06
    summary: >-
      The first one.
    schema: ${SNAPSHOT}
  - version: "1.1"
    date: 2025-02-17
    schema: ${CURRENT}
`

const problem = (text: string, texts = files) => {
  try {
    parseReleases(text, texts, CURRENT)
  } catch (error) {
    return (error as Error).message
  }
  return "no problem"
}

describe("releases.yaml", () => {
  it("lists each release, oldest first, with its schema parsed", () => {
    const releases = parseReleases(valid, files, CURRENT)
    expect(releases.map(({ version, date, summary, schema }) => ({ version, date, summary, schema }))).toEqual([
      { version: "1.0", date: "2025-01-06", summary: "The first one.", schema: SNAPSHOT },
      { version: "1.1", date: "2025-02-17", schema: CURRENT },
    ])
    expect(Object.keys(releases[1].parsed.getQueryType()!.getFields())).toEqual(["products"])
    expect(releaseEntries(valid).map((entry) => entry.line)).toEqual([3, 8])
  })

  it("names the file and, where it can, the line of each problem", () => {
    const cases: [string, string, RegExp][] = [
      ["YAML that doesn't parse", valid.replace("    date: 2025-02-17", "   date: [2025-02-17"), /^content\/schema\/releases\.yaml: .*line/],
      ["no list", "releases: none\n", /^content\/schema\/releases\.yaml:1: needs a "releases" list/],
      ["a missing version", valid.replace('  - version: "1.1"\n    date', "  - date"), /^content\/schema\/releases\.yaml:8: release 2 has no version/],
      ["a version that is a number", valid.replace('"1.1"', "1.1"), /^content\/schema\/releases\.yaml:8: the version of release 2 must be text: quote it/],
      ["a missing date", valid.replace("    date: 2025-02-17\n", ""), /^content\/schema\/releases\.yaml:8: release 1\.1 has no date/],
      ["a date that is not a date", valid.replace("2025-02-17", "17 February 2025"), /^content\/schema\/releases\.yaml:9: the date of release 1\.1 is not a date/],
      ["a day that doesn't exist", valid.replace("2025-02-17", "2025-02-30"), /^content\/schema\/releases\.yaml:9: the date of release 1\.1 is not a date/],
      ["releases out of date order", valid.replace("2025-02-17", "2024-12-02"), /^content\/schema\/releases\.yaml:9: release 1\.1 \(2024-12-02\) must come after release 1\.0 \(2025-01-06\)/],
      ["a version listed twice", valid.replace('"1.1"', '"1.0"'), /^content\/schema\/releases\.yaml:8: version 1\.0 is listed twice/],
      ["an unknown field", valid.replace("    summary: >-", "    notes: x\n    summary: >-"), /^content\/schema\/releases\.yaml:5: release 1 has an unknown field "notes"/],
      ["a summary of two paragraphs", valid.replace("      The first one.\n", "      The first one.\n\n      The second.\n").replace(">-", "|"), /^content\/schema\/releases\.yaml:5: the summary of release 1\.0 must be one paragraph/],
      ["a missing schema", valid.replace(`    schema: ${CURRENT}\n`, ""), /^content\/schema\/releases\.yaml:8: release 1\.1 has no schema/],
      ["a schema that doesn't exist", valid.replace(SNAPSHOT, "content/schema/releases/2024-01-01.graphql"), /^content\/schema\/releases\.yaml:3: the schema of release 1\.0, content\/schema\/releases\/2024-01-01\.graphql, doesn't exist/],
      ["a newest release that is a snapshot", valid.replace(`schema: ${CURRENT}`, `schema: ${SNAPSHOT}`), /^content\/schema\/releases\.yaml:8: the newest release, 1\.1, must publish the current schema: schema: content\/schema\/strata\.graphql/],
      ["an older release that is the current schema", valid.replace(`schema: ${SNAPSHOT}`, `schema: ${CURRENT}`), /^content\/schema\/releases\.yaml:3: release 1\.0 is not the newest, so its schema must be a snapshot/],
    ]
    for (const [what, text, message] of cases) expect([what, problem(text)]).toEqual([what, expect.stringMatching(message)])
  })

  it("names the file of a snapshot that doesn't parse", () => {
    const syntax = new Map([...files, [SNAPSHOT, "type Query {\n  products: [String!]!\n  orders: [\n}"]])
    expect(problem(valid, syntax)).toMatch(/^content\/schema\/releases\.yaml:3: the schema of release 1\.0, content\/schema\/releases\/2025-01-06\.graphql:4, doesn't parse: Syntax Error/)
    const invalid = new Map([...files, [SNAPSHOT, "type Query {\n  products: [String!]!\n  orders: [Order!]!\n}"]])
    expect(problem(valid, invalid)).toMatch(/^content\/schema\/releases\.yaml:3: the schema of release 1\.0, content\/schema\/releases\/2025-01-06\.graphql, doesn't parse: Unknown type "Order"/)
  })

  it("is read by readSchemas with the snapshots it names; the newest release is the current strata.graphql", () => {
    expect(SCHEMA_FILES.releases).toBe(RELEASES_FILE)
    const schemas = readSchemas(ROOT)
    const releases = schemas.releases!
    expect(releases.length).toBeGreaterThanOrEqual(2)
    expect(releases[releases.length - 1].schema).toBe(SCHEMA_FILES.graphql)
    expect(releases[releases.length - 1].text).toBe(fs.readFileSync(path.join(ROOT, SCHEMA_FILES.graphql), "utf8"))
  })
})

// The two seeded releases differ only by what the docs say came later: the draft record setting was
// deprecated and replaced by versioning and a `published` field (draft-record.mdx, versioning.mdx,
// service-lifecycle-policy.mdx). Anything else in the diff means the snapshot of 1.0 is out of step with
// strata.graphql: apply the edit of strata.graphql to content/schema/releases/2024-11-04.graphql as well
// (its header comment says what differs), or add a release for it.
describe("the seeded releases 1.0 and 1.1", () => {
  const releases = readSchemas(ROOT).releases!
  const [first, second] = [releases.find((release) => release.version === "1.0")!, releases.find((release) => release.version === "1.1")!]

  it("differ by the draft record deprecation and versioning, and by nothing else", () => {
    const changes = diffSchemas(first.parsed, second.parsed).map(({ kind, breaking, what }) => `${kind}${breaking ? " (breaking)" : ""} ${what}`)
    expect(changes.sort()).toEqual(
      [
        "added Mutation.restoreProduct",
        "added Mutation.updateProduct(expectedVersion:)",
        "added Product.published",
        "added Product.version",
        "added ProductCreateInput.published",
        "added ProductGroupByField.published",
        "added ProductGroupKey.published",
        "added ProductOrderField.published",
        "added ProductQueryInput.published",
        "added ProductUpdateInput.published",
        "added ProductVersion",
        "added ProductVersionConnection",
        "added ProductVersionEdge",
        "added Query.product(version:)",
        "added Query.productVersions",
        "deprecated Mutation.createProduct(draft:)",
        "deprecated Mutation.publishProduct",
        "deprecated Product.isDraft",
        "deprecated ProductQueryInput.isDraft",
        "deprecated Query.products(includeDrafts:)",
      ].sort(),
    )
  })

  it("are dated in order, 1.1 before the first version a versioned product has in the docs (20 February 2025)", () => {
    expect(first.date < second.date).toBe(true)
    expect(second.date <= "2025-02-20").toBe(true)
  })
})
