import { schema } from "../../../reference/limitSchema"
import { checkConsistency } from "../../../../src/build/check/prose/consistency"
import { limitFactRules } from "../../../../src/build/check/prose/limitFacts"

// limits.yaml's entries as fact rules whose value comes from the schema (reading the schema's facts:
// __tests__/reference/limits.test.ts).


describe("defaults and limits of the schema", () => {
  it("turns limits.yaml entries into fact rules whose value comes from the schema", () => {
    const { facts, problems } = limitFactRules(
      [
        { name: "Page size", at: "Query.items(first:)", kind: "max", phrases: ["at most {n} per page"] },
        { name: "Missing", at: "Query.items(after:)", kind: "max", phrases: ["x {n}"] },
      ],
      schema,
    )
    expect(problems).toEqual([expect.stringContaining('"Missing" refers to the max of Query.items(after:)')])
    expect(facts).toEqual([{ name: "Page size", value: "1,000", phrases: ["at most {n} per page"], source: "Query.items(first:) in strata.graphql" }])
    // A page that states another number fails with file:line, naming the schema as the source.
    expect(checkConsistency("page.mdx", "Intro\n\nLists return at most 500 per page.", { names: [], facts })).toEqual([
      "page.mdx:3 Page size is 1,000 (Query.items(first:) in strata.graphql), not 500",
    ])
    expect(checkConsistency("page.mdx", "Lists return at most 1,000 per page.", { names: [], facts })).toEqual([])
  })
})
