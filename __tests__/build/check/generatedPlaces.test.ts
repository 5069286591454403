import path from "path"
import { generatedPlaces, sourcePlace } from "../../../src/build/check/shared/generatedPlaces"
import { generatedFilePath } from "../../../src/build/source/referenceSource"
import { readSchemas } from "../../../src/reference/readSchemas"
import { referencePages } from "../../../src/reference/referencePages"
import { SCHEMA_FILES } from "../../../src/reference/sources"
import { lineAt, sourceSpans } from "../../../src/reference/sourceSpans"

// A problem on a generated reference page is named at the line of content/schema that wrote it: the file and line
// a writer opens, not a line of a page that has no file.

const ROOT = path.resolve(__dirname, "../../..")
const schemas = readSchemas(ROOT)
const usedIn = new Map([["mutation createProduct", [{ route: "/guides/gone", anchor: "create", page: "Gone", section: "Create" }]]])
const pages = referencePages(schemas, { usedIn }).map((page) => ({
  ...page,
  id: page.route,
  lineOffset: 0,
  file: generatedFilePath(SCHEMA_FILES[page.source], page.route),
  editFile: SCHEMA_FILES[page.source],
  generated: true,
}))
const place = generatedPlaces({ pages, schemas })

/** The 1-based line of the first line of `text` that includes `part` (0 when none). */
const lineOf = (text: string, part: string, from = 0) => text.split("\n").findIndex((line, index) => index >= from && line.includes(part)) + 1

/** A generated page, and the line of its body that includes `part`. */
function generatedLine(part: string, route?: string) {
  const page = pages.find((candidate) => (route ? candidate.route === route : candidate.body.includes(part)))!
  return { page, line: lineOf(page.body, part) }
}

describe("the strings of a schema source, where its parser read them", () => {
  it("gives each YAML scalar the range it is written in, folded or quoted", () => {
    const text = 'resources:\n  - name: workspace\n    description: >-\n      One line,\n      and [a link](/guides/seeding).\n    title: "Quoted"\n'
    const spans = sourceSpans("x.yaml", text)
    const folded = spans.find((span) => span.value.startsWith("One line"))!
    expect(folded.value).toBe("One line, and [a link](/guides/seeding).")
    expect(lineAt(text, text.indexOf("/guides/seeding", folded.start))).toBe(5)
    expect(text.slice(spans.find((span) => span.value === "Quoted")!.start).trimStart().startsWith('"Quoted"')).toBe(true)
  })

  it("gives a GraphQL description and a defined name graphql-js's location", () => {
    const text = 'type Query {\n  "The products, see [filters](/guides/filters)."\n  products: [String]\n}\n'
    const spans = sourceSpans("x.graphql", text)
    expect(lineAt(text, spans.find((span) => span.value.includes("filters"))!.start)).toBe(2)
    const name = spans.find((span) => span.value === "products")!
    expect([lineAt(text, name.start), name.definition]).toEqual([3, true])
  })

  it("has none for a text its parser refuses", () => {
    expect(sourceSpans("x.yaml", "a: [")).toEqual([])
    expect(sourceSpans("x.graphql", "type {")).toEqual([])
  })
})

describe("a problem on a generated page names its source's line", () => {
  it("names the line of resources.yaml whose description holds a link of a Terraform page", () => {
    const { page, line } = generatedLine("](/guides/seeding)", "/reference/terraform-provider/resources/stratadb")
    expect(line).toBeGreaterThan(0)
    const yamlLine = lineOf(schemas.texts.resources, "(/guides/seeding)")
    expect(place(`${page.file}:${line} → /guides/seeding (no page at /guides/seeding)`)).toBe(
      `content/schema/resources.yaml:${yamlLine} → /guides/seeding (no page at /guides/seeding)`,
    )
  })

  it("tells apart two sources that hold the same link by the words around it", () => {
    const href = "/guides/stratadb/versioning"
    const { page } = generatedLine(`](${href})`, "/reference/release-notes")
    const lines = page.body.split("\n")
    const found = lines.flatMap((text, index) => (text.includes(`](${href})`) ? [index + 1] : []))
    expect(found.length).toBeGreaterThan(1)
    const placed = found.map((line) => place(`${page.file}:${line} → ${href} (no page at ${href})`))
    // Each names a line of tool-releases.yaml that holds the link, and the lines differ as the sources do.
    const sourceLines = placed.map((problem) => Number(/^content\/schema\/tool-releases\.yaml:(\d+) /.exec(problem)?.[1]))
    for (const sourceLine of sourceLines) expect(schemas.texts.toolReleases.split("\n")[sourceLine - 1]).toContain(href)
    expect(new Set(sourceLines).size).toBe(found.length)
  })

  it("names the definition of the entry a link is under when no source holds it (a guide that uses an operation)", () => {
    const { page, line } = generatedLine("](/guides/gone#create)", "/reference/api-references/graphql/mutations")
    const mutation = lineOf(schemas.texts.graphql, "type Mutation")
    const createProduct = lineOf(schemas.texts.graphql, "  createProduct(", mutation - 1)
    expect(createProduct).toBeGreaterThan(0)
    expect(place(`${page.file}:${line} → /guides/gone#create (no page at /guides/gone)`)).toBe(
      `content/schema/strata.graphql:${createProduct} → /guides/gone#create (no page at /guides/gone)`,
    )
  })

  it("names the source line of a line of text, with or without a message that names a link", () => {
    const sentence = "Removing a seed deletes nothing."
    const { page, line } = generatedLine(sentence, "/reference/terraform-provider/resources/stratadb")
    expect(place(`${page.file}:${line}:5 some problem`)).toBe(`content/schema/resources.yaml:${lineOf(schemas.texts.resources, sentence)} some problem`)
  })

  it("leaves a hand-written page's problem, and one it can't place, as they are", () => {
    expect(place("content/docs/guides/pipeline.mdx:12 → /x (no page at /x)")).toBe("content/docs/guides/pipeline.mdx:12 → /x (no page at /x)")
    expect(place("content/schema/strata.graphql (generated /nowhere):3 a problem")).toBe("content/schema/strata.graphql (generated /nowhere):3 a problem")
    expect(sourcePlace({ body: "plain\n\nx", editFile: "a.yaml" }, 3, "a problem", [])).toBeUndefined()
  })
})
