/** @jest-environment node */
import fs from "fs"
import path from "path"
import { buildSchema } from "graphql"
import { completionsAt, docsAt, highlightPieces, problemRanges } from "../../src/explorer/editorLanguage"

// The request editor's GraphQL: colours from graphql-js's lexer, completion, problems and documentation from
// graphql-language-service, all as functions of the text.

const schema = buildSchema(fs.readFileSync(path.join(__dirname, "../../content/schema/strata.graphql"), "utf8"))

it("colours every character once, comments and a broken tail included", () => {
  const text = '# stock\nquery ($sku: String!) {\n  product(sku: $sku) { name price }\n}'
  const pieces = highlightPieces(text)
  expect(pieces.map((piece) => piece.text).join("")).toBe(text)
  const kinds = Object.fromEntries(pieces.filter((piece) => piece.text.trim()).map((piece) => [piece.text, piece.kind]))
  expect(kinds).toMatchObject({ "# stock": "comment", query: "keyword", String: "type", product: "field", name: "field", "{": "punctuation" })
  expect(pieces.filter((piece) => piece.text === "sku").map((piece) => piece.kind)).toEqual(["variable", "argument", "variable"])
  const broken = '{ products(query: "unclosed'
  expect(highlightPieces(broken).map((piece) => piece.text).join("")).toBe(broken)
})

it("underlines the schema's problems in their range", () => {
  const text = "{\n  products { nope }\n}"
  const problems = problemRanges(schema, text)
  expect(problems).toEqual([{ from: text.indexOf("nope"), to: text.indexOf("nope") + 4, message: 'Cannot query field "nope" on type "ProductConnection".' }])
  const marked = highlightPieces(text, problems).filter((piece) => piece.problem)
  expect(marked.map((piece) => piece.text)).toEqual(["nope"])
})

it("completes the fields of the type at the caret, replacing the word typed", () => {
  const text = "{ products { tot"
  expect(completionsAt(schema, text, text.length)).toEqual({ from: text.length - 3, to: text.length, items: [expect.objectContaining({ label: "totalCount", detail: "Int!" })] })
  expect(completionsAt(schema, "{ ", 2).items.map((item) => item.label)).toContain("products")
})

it("documents what the caret is on", () => {
  const text = "{ products { totalCount } }"
  expect(docsAt(schema, text, 4)).toMatch(/^Query\.products: ProductConnection!/)
  expect(docsAt(schema, text, 0)).toBe("")
})
