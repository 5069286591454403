import path from "path"
import { readSchemas } from "../../src/reference/readSchemas"
import { referencePages } from "../../src/reference/referencePages"

// The prose of every generated reference page, read as a reader reads it: grammar, and each fact told once.
const ROOT = path.resolve(__dirname, "../..")
const schemas = readSchemas(ROOT)
const pages = referencePages(schemas)
/** A page's prose: code blocks left out. */
const prose = (body: string) => body.replace(/```[\s\S]*?```/g, "")

it.each(pages.map((page) => [page.route, page.body]))("%s says an before a vowel sound and has no double space", (_route, body) => {
  const text = prose(body)
  expect(text.match(/\ba `(?:[AEIO]|U(?!ser|RL|UID|nique)|I[DN]\b)[^`]*`/g) ?? []).toEqual([])
  // "a one-…" and "a eu…" sound like a consonant.
  expect(text.match(/\ba (?!one\b|once\b|eu)[aeio]\w*\b/gi) ?? []).toEqual([])
  expect(text.match(/[^\s|]  +[^\s|]/g) ?? []).toEqual([])
})

it("describes ID as Strata's UUIDs, on the scalars page", () => {
  const scalars = pages.find((page) => page.route === "/reference/api-references/graphql/scalars")!.body
  expect(scalars).toMatch(/## ID\n\nA unique identifier, sent and received as a JSON string\. In Strata every ID is a UUID/)
  expect(scalars).not.toContain("often used to refetch an object")
})

it("opens the six GraphQL pages each in its own words", () => {
  const graphql = pages.filter((page) => /graphql\/(queries|mutations|objects|input-objects|enums|scalars)$/.test(page.route))
  expect(graphql).toHaveLength(6)
  expect(graphql.map((page) => page.body).join("\n")).not.toContain("How to read this page")
})

it("shows the management API's curl reading the secret from standard input", () => {
  const api = pages.find((page) => page.route === "/reference/api-references/management-api")!.body
  expect(api).toContain(`printf '%s' "$SECRET_VALUE" | jq -Rs '{value: .}' | curl -X PUT`)
  expect(api).toContain("  --data @-")
  expect(api).not.toMatch(/--data '\{"value"/)
})
