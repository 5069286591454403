// The sample data of the examples adds up: a product's SKU always comes with the name content/samples.yaml
// gives it, a listed record's ID with that record's SKU and name, and a user's groups are the glossary's
// groups. Read from the JSON of the pages' ```json blocks and of the responses and variables of
// content/schema/examples.yaml, and from the input objects of GraphQL requests. Pure: callers read the files.
import { GraphQLError } from "graphql"
import type { Sample } from "./consistency"
import { examplesDataTexts, graphqlObjects, jsonObjects, pageDataTexts, type DataField, type DataObject } from "./sampleDataTexts"

/** A file whose sample data is checked: a hand-written page (fenced blocks) or examples.yaml (block scalars). */
export interface DataSource {
  file: string
  /** The file's text as written, so that lines are file lines. */
  source: string
  kind: "page" | "examples"
}

/** What the check found and what it covered. */
export interface SampleDataCheck {
  /** "file:line message". */
  problems: string[]
  /** JSON and GraphQL texts read (blocks, responses, variables, requests). */
  texts: number
  /** Texts that don't parse and were skipped (a partial example, a field signature). */
  unparsed: number
  /** Sample values checked: SKU and name pairs, fields next to a listed ID, group names. */
  mentions: number
}

/** What a listed record is: its kind ("Product", "Category", …) and the field values that identify it. */
interface ListedRecord {
  id: string
  is: string
  kind: string
  fields: Record<string, string>
}

const SKU = "[A-Z]{3}-\\d{4}"

/** The record a sample stands for, from its `is` text ("Product COF-1001, Espresso beans, 1 kg"). */
export function listedRecord(sample: Sample, products: Map<string, string> = new Map()): ListedRecord {
  const is = sample.is.trim()
  const base = { id: sample.id.toLowerCase(), is, kind: is.split(" ")[0] }
  const product = new RegExp(`^Product (${SKU}), (.+?)(?: \\([^)]*\\))?$`).exec(is)
  if (product) return { ...base, fields: { sku: product[1], name: product[2] } }
  const named = /^(Category|Supplier) (.+?)(?: \([^)]*\))?$/.exec(is)
  if (named) return { ...base, fields: { name: named[2] } }
  const order = /^Order ([A-Z]+-\d+)$/.exec(is)
  if (order) return { ...base, fields: { orderNumber: order[1] } }
  const movement = /^StockMovement (\S+)/.exec(is)
  if (movement) return { ...base, fields: { reference: movement[1] } }
  const stock = new RegExp(`^Inventory record of (${SKU}) at (\\S+)$`).exec(is)
  if (stock) {
    const productId = products.get(stock[1])
    return { ...base, fields: { location: stock[2], ...(productId ? { productId } : {}) } }
  }
  const user = /^application user (\S+@\S+) \((.+)\)$/.exec(is)
  if (user) return { ...base, fields: { email: user[1], name: user[2] } }
  const workspace = /^workspace (\S+)/.exec(is)
  if (workspace) return { ...base, fields: { name: workspace[1] } }
  return { ...base, fields: {} }
}

/** The groups the glossary lists (its "| Groups | `inventory-staff`, `inventory-managers` |" row); none without the row. */
export function glossaryGroups(glossary: string): string[] {
  const row = /^\|\s*Groups\s*\|(.+)\|\s*$/m.exec(glossary)
  return row ? [...row[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]) : []
}

const quote = (value: DataField["value"]) => JSON.stringify(value)

/**
 * Every problem of the sample data of the given files, "file:line message": a product SKU next to another
 * name than content/samples.yaml gives it, a product's name next to another SKU, a listed ID next to the
 * SKU, name, number or location of another record, and a group, in a `groups` list or in a condition
 * (`'…' in user.claims.groups`), that the glossary doesn't list. With no groups given, groups aren't checked.
 */
export function checkSampleData(sources: DataSource[], samples: Sample[], groups: string[], samplesFile: string, glossaryFile: string): SampleDataCheck {
  // The products by SKU (their ID and name) and by name (their SKU).
  const products = new Map<string, string>()
  const productNames = new Map<string, string>()
  const names = new Map<string, string>()
  for (const record of samples.map((sample) => listedRecord(sample))) {
    if (record.kind !== "Product" || !record.fields.sku) continue
    products.set(record.fields.sku, record.id)
    productNames.set(record.fields.sku, record.fields.name)
    names.set(record.fields.name, record.fields.sku)
  }
  const records = new Map(samples.map((sample) => [sample.id.toLowerCase(), listedRecord(sample, products)]))
  const problems: { file: string; line: number; message: string }[] = []
  const result: SampleDataCheck = { problems: [], texts: 0, unparsed: 0, mentions: 0 }
  const groupList = groups.join(", ")

  const checkGroup = (file: string, line: number, group: string) => {
    result.mentions++
    if (!groups.includes(group)) problems.push({ file, line, message: `group "${group}" is not one of the groups of ${glossaryFile} (${groupList})` })
  }

  const checkObject = (file: string, offset: number, object: DataObject) => {
    const at = (field: DataField) => offset + field.line - 1
    const sku = object.get("sku")
    const name = object.get("name")
    if (typeof sku?.value === "string" && typeof name?.value === "string") {
      const expected = productNames.get(sku.value)
      const owner = names.get(name.value)
      if (expected !== undefined || owner !== undefined) result.mentions++
      if (expected !== undefined && expected !== name.value) {
        problems.push({ file, line: at(name), message: `${sku.value} is named ${quote(expected)} in ${samplesFile}, not ${quote(name.value)}` })
      } else if (expected === undefined && owner !== undefined && new RegExp(`^${SKU}$`).test(sku.value)) {
        // A malformed SKU next to a product's name is an error example (a validation rule at work).
        problems.push({ file, line: at(sku), message: `${quote(name.value)} is the name of ${owner} in ${samplesFile}, not of ${sku.value}` })
      }
    }
    for (const key of ["id", "productId"]) {
      const id = object.get(key)
      const record = typeof id?.value === "string" ? records.get(id.value.toLowerCase()) : undefined
      if (!id || !record) continue
      // productId names the product a record belongs to: only its SKU must match.
      const fields = key === "id" ? Object.entries(record.fields) : Object.entries(record.fields).filter(([field]) => field === "sku")
      const wrong: [string, DataField][] = []
      for (const [field, expected] of fields) {
        const stated = object.get(field)
        if (typeof stated?.value !== "string") continue
        result.mentions++
        if (stated.value !== expected) wrong.push([field, stated])
      }
      if (wrong.length > 0) {
        const stated = wrong.map(([field, { value }]) => `${field} ${quote(value)}`).join(", ")
        problems.push({ file, line: at(wrong[0][1]), message: `${id.value} is the ID of "${record.is}" (${samplesFile}), not of the ${stated}` })
      }
      if (record.kind !== "Product" && typeof sku?.value === "string") {
        result.mentions++
        problems.push({ file, line: at(id), message: `${id.value} is the ID of "${record.is}" (${samplesFile}), not of the product ${sku.value}` })
      }
    }
    const listed = object.get("groups")
    if (groups.length > 0 && Array.isArray(listed?.value)) for (const group of listed.value) checkGroup(file, at(listed), group)
  }

  for (const { file, source, kind } of sources) {
    const texts = kind === "page" ? pageDataTexts(file, source) : examplesDataTexts(file, source)
    for (const text of texts) {
      result.texts++
      let objects: DataObject[]
      try {
        objects = text.lang === "json" ? jsonObjects(text.text) : graphqlObjects(text.text)
      } catch (error) {
        if (!(error instanceof SyntaxError) && !(error instanceof GraphQLError)) throw error
        result.unparsed++
        continue
      }
      for (const object of objects) checkObject(file, text.line, object)
    }
    if (kind === "page" && groups.length > 0) {
      source.split("\n").forEach((line, index) => {
        for (const match of line.matchAll(/(['"])([\w-]+)\1 in user\.claims\.groups\b/g)) checkGroup(file, index + 1, match[2])
      })
    }
  }
  result.problems = problems
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((problem) => `${problem.file}:${problem.line} ${problem.message}`)
  return result
}
