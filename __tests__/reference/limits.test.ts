import fs from "fs"
import path from "path"
import { schema } from "./limitSchema"
import { checkConsistency, checkedText, statedValues } from "../../src/build/check/prose/consistency"
import { GLOSSARY_FILE, loadSchemaFactRules } from "../../src/build/check/prose/consistencySources"
import { parseLimitPhrases } from "../../src/reference/limitPhrases"
import { defaultText, formatCount, limitOf, schemaFacts } from "../../src/reference/schemaFacts"
import { checkedFiles, ROOT } from "../content/glossaryRules"

const items = schema.getQueryType()!.getFields().items
const arg = (name: string) => items.args.find((candidate) => candidate.name === name)!

describe("defaults and limits of the schema", () => {
  it("reads a default value as GraphQL writes it", () => {
    expect(defaultText(arg("first"))).toBe("100")
    expect(defaultText(arg("order"))).toBe('[{field: "name", direction: DESC}]')
    expect(defaultText(arg("after"))).toBeUndefined()
  })

  it("reads @limit on arguments and fields", () => {
    expect(limitOf(schema, arg("first"))).toBe(1000)
    expect(limitOf(schema, items)).toBe(500)
    expect(limitOf(schema, arg("after"))).toBeUndefined()
  })

  it("lists every fact with where it sits, counts written the site's way", () => {
    expect(formatCount(2048)).toBe("2,048")
    expect(schemaFacts(schema)).toEqual(
      expect.arrayContaining([
        { where: "Query.items(first:)", name: "first", kind: "max", value: "1,000" },
        { where: "Query.items(first:)", name: "first", kind: "default", value: "100" },
        { where: "Query.items", name: "items", kind: "max", value: "500" },
        { where: "Sort.direction", name: "direction", kind: "default", value: "ASC" },
      ]),
    )
  })

  it("refuses a limits file without a list", () => {
    expect(() => parseLimitPhrases("other: 1")).toThrow(/limits\.yaml: needs a "limits" list/)
  })
})

describe("the site's pages state the schema's limits as the schema does", () => {
  const rules = loadSchemaFactRules(ROOT)
  const files = checkedFiles()
  const glossary: [string, string] = [GLOSSARY_FILE, fs.readFileSync(path.join(ROOT, GLOSSARY_FILE), "utf8")]

  it("limits.yaml refers only to facts the schema declares", () => {
    expect(rules.problems).toEqual([])
    expect(rules.facts.length).toBeGreaterThanOrEqual(7)
  })

  it("no page and no glossary table states another value", () => {
    expect([...files, glossary].flatMap(([file, source]) => checkConsistency(file, source, { names: [], facts: rules.facts }))).toEqual([])
  })

  // A phrase that matches nowhere checks nothing.
  it("every phrase of limits.yaml matches some page", () => {
    const texts = [...files, glossary].map(([, source]) => checkedText(source, { keepInlineCode: true }))
    const unused = rules.facts.flatMap((rule) => rule.phrases.filter((phrase) => !texts.some((text) => statedValues(text, { ...rule, phrases: [phrase] }).length > 0)).map((phrase) => `${rule.name}: ${phrase}`))
    expect(unused).toEqual([])
  })
})
