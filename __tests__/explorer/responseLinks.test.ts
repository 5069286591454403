/** @jest-environment node */
import fs from "fs"
import path from "path"
import { buildSchema } from "graphql"
import { errorHref, responseLines } from "../../src/explorer/responseLinks"
import { operationRoot, readVariables, requestProblems } from "../../src/explorer/requestState"

// The response's field names link to their reference entries, its error codes to the errors page; the request's
// schema errors show before it runs.

const schema = buildSchema(fs.readFileSync(path.join(__dirname, "../../content/schema/strata.graphql"), "utf8"))

it("prints the response as JSON.stringify does, with the fields of data linked from the root type down", () => {
  const response = { data: { products: { totalCount: 2, edges: [{ node: { sku: "COF-1001" } }] } } }
  const lines = responseLines(response, schema, operationRoot(schema, "{ products { totalCount } }"))
  expect(lines.map((line) => "  ".repeat(line.indent) + line.tokens.map((token) => token.text).join("")).join("\n")).toBe(JSON.stringify(response, null, 2))
  const links = Object.fromEntries(lines.flatMap((line) => line.tokens).filter((token) => token.href).map((token) => [token.text, token.href]))
  expect(links['"products"']).toBe("/reference/api-references/graphql/queries#products")
  expect(links['"sku"']).toBe("/reference/api-references/graphql/objects#product")
  expect(links['"data"']).toBeUndefined()
})

it("links an error code the catalogue lists, and no other", () => {
  expect(errorHref("PERMISSION_DENIED", ["PERMISSION_DENIED"])).toBe("/reference/errors#permission_denied")
  expect(errorHref("MADE_UP", ["PERMISSION_DENIED"])).toBeUndefined()
})

it("names the schema's problems with a request by line, and reads the variables' JSON", () => {
  expect(requestProblems(schema, "{\n  products { nope }\n}")).toEqual(['Line 2: Cannot query field "nope" on type "ProductConnection".'])
  expect(requestProblems(schema, "{ products { totalCount } }")).toEqual([])
  expect(requestProblems(schema, "{ products {")[0]).toMatch(/^Line 1: Syntax Error/)
  expect(readVariables('{"sku":"COF-1001"}')).toEqual({ variables: { sku: "COF-1001" } })
  expect(readVariables("[1]").problem).toMatch(/must be a JSON object/)
  expect(readVariables("{").problem).toMatch(/not valid JSON/)
  expect(operationRoot(schema, "mutation { deleteProduct(id: \"x\") { id } }")?.name).toBe("Mutation")
})
