import { checkDestructiveChanges } from "../../../../src/build/check/reference/destructiveChanges"
import { pageCode } from "../../../../src/build/check/shared/codeBlocks"
import type { Resource } from "../../../../src/reference/sources"

const resources: Resource[] = [
  {
    name: "workspace",
    title: "Workspace",
    description: "A workspace.",
    terraform: { resource: "strata_workspace" },
    cue: {},
    attributes: [
      { name: "name", type: "string", required: true, description: "Name." },
      { name: "region", type: "string", required: true, change: "replace", description: "Region; changing it replaces the workspace." },
    ],
  },
  {
    name: "stratadb_type",
    title: "StrataDB type",
    description: "A type.",
    terraform: { resource: "strata_stratadb_type" },
    cue: { package: "stratadb", definition: "Type" },
    attributes: [
      { name: "name", type: "string", required: true, change: "replace", description: "Type name." },
      { name: "description", type: "string", description: "Description." },
      { name: "fields", type: "map(object)", resource: "stratadb_field", required: true, change: "deletes-data", description: "Fields." },
      { name: "versioning", type: "bool", default: "false", change: "deletes-data", description: "Versions; off deletes the history." },
    ],
  },
  {
    name: "stratadb_field",
    title: "StrataDB field",
    description: "A field.",
    terraform: { inline: "strata_stratadb_type.fields" },
    cue: { package: "stratadb", definition: "Field" },
    attributes: [
      { name: "type", type: "string", required: true, change: "deletes-data", description: "Field type." },
      { name: "required", type: "bool", default: "false", description: "Required." },
    ],
  },
]

const FILE = "content/docs/guides/page.mdx"
/** The warnings for a page whose body is `lines` (front matter of 4 lines above it, so body line n is file line n + 4). */
function warningsOf(lines: string[]): string[] {
  const page = { file: FILE, body: lines.join("\n"), lineOffset: 4 }
  return checkDestructiveChanges([page], pageCode(page).blocks, resources).warnings
}

/** `count` paragraphs, two lines each. */
const filler = (count: number) => Array.from({ length: count }, (_, index) => `Paragraph ${index + 1} about something else.\n`)
const workspace = (region: string) => ["```hcl", 'resource "strata_workspace" "inventory" {', '  name   = "inventory"', `  region = "${region}"`, "}", "```"]
const product = (fields: string[], extra: string[] = []) => ["```hcl", 'resource "strata_stratadb_type" "product" {', '  name = "Product"', ...extra, "  fields = {", ...fields, "  }", "}", "```"]

describe("checkDestructiveChanges", () => {
  it.each([
    [
      "two Terraform blocks that move the workspace to another region",
      [...workspace("us-west"), "", ...filler(14), ...workspace("eu-central")],
      [`${FILE}:43 Terraform: strata_workspace.inventory changes region from "us-west" to "eu-central", which forces replacement (content/schema/resources.yaml); say so near the example: what is replaced, or which data is deleted`],
    ],
    [
      "a block that drops a key of fields",
      [...product(['    sku = { type = "string" }', '    cost = { type = "float" }']), "", ...filler(14), ...product(['    sku = { type = "string" }'])],
      [`${FILE}:46 Terraform: strata_stratadb_type.product removes fields.cost, which deletes data (content/schema/resources.yaml); say so near the example: what is replaced, or which data is deleted`],
    ],
    [
      "a field whose marked type changes",
      [...product(['    cost = { type = "float" }']), "", ...filler(14), ...product(['    cost = { type = "string" }'])],
      [`${FILE}:46 Terraform: strata_stratadb_type.product changes fields.cost.type from "float" to "string", which deletes data (content/schema/resources.yaml); say so near the example: what is replaced, or which data is deleted`],
    ],
    [
      "versioning turned off by leaving it out of a whole block",
      [...product(['    sku = { type = "string" }'], ["  versioning = true"]), "", ...filler(14), ...product(['    sku = { type = "string" }'])],
      [`${FILE}:44 Terraform: strata_stratadb_type.product changes versioning from true to its default false, which deletes data (content/schema/resources.yaml); say so near the example: what is replaced, or which data is deleted`],
    ],
    [
      "a diff that removes a field, named at its - line",
      ["```diff", ' resource "strata_stratadb_type" "product" {', "   fields = {", '     sku = { type = "string" }', '-    cost = { type = "float" }', "   }", " }", "```"],
      [`${FILE}:9 Terraform: strata_stratadb_type.product removes fields.cost, which deletes data (content/schema/resources.yaml); say so near the example: what is replaced, or which data is deleted`],
    ],
    [
      "a CUE type renamed under the same definition",
      ["```cue", "#Product: stratadb.#Type & {", '\tname: "Product"', "\tfields: {", '\t\tsku: {type: "string"}', "\t}", "}", "```", "", ...filler(14), "```cue", "#Product: stratadb.#Type & {", '\tname: "Item"', "\tfields: {", '\t\tsku: {type: "string"}', "\t}", "}", "```"],
      [`${FILE}:44 CUE: stratadb.#Type #Product changes name from "Product" to "Item", which forces replacement (content/schema/resources.yaml); say so near the example: what is replaced, or which data is deleted`],
    ],
    [
      "a change said only far from it",
      ["Changing the region replaces the workspace.", "", ...filler(8), ...workspace("us-west"), "", ...filler(14), ...workspace("eu-central")],
      [expect.stringMatching(/^content\/docs\/guides\/page\.mdx:61 Terraform: strata_workspace\.inventory changes region/)],
    ],
  ])("warns about %s, with file:line", (_name, lines, expected) => expect(warningsOf(lines)).toEqual(expected))

  it.each([
    ["the prose says the workspace is replaced", [...workspace("us-west"), "", ...filler(10), "Terraform destroys the workspace and creates it again in the new region.", "", ...workspace("eu-central")]],
    ["a comment in the block says the data is lost", [...product(['    sku = { type = "string" }', '    cost = { type = "float" }']), "", ...filler(14), ...product(["    # cost is gone, and its values are lost", '    sku = { type = "string" }'])]],
    ["a block that shows only what it adds", [...product(['    sku = { type = "string" }', '    cost = { type = "float" }']), "", ...filler(14), ...product(["    # sku and cost as before", '    name = { type = "string" }'])]],
    ["versioning turned on", [...product(['    sku = { type = "string" }']), "", ...filler(14), ...product(['    sku = { type = "string" }'], ["  versioning = true"])]],
    ["an unmarked attribute changed", [...product(['    sku = { type = "string" }'], ['  description = "A"']), "", ...filler(14), ...product(['    sku = { type = "string" }'], ['  description = "B"'])]],
    ["two resources of one type with other labels", [...workspace("us-west"), "", ...filler(14), ...workspace("eu-central").map((line) => line.replace('"inventory" {', '"staging" {'))]],
    ["a block marked nocheck", [...workspace("us-west"), "", ...filler(14), ...workspace("eu-central").map((line) => (line === "```hcl" ? '```hcl nocheck="a broken example on purpose"' : line))]],
  ])("stays quiet when %s", (_name, lines) => expect(warningsOf(lines)).toEqual([]))

  it("counts the changes it found, said or not", () => {
    const page = { file: FILE, body: [...workspace("us-west"), "", "It is replaced.", "", ...workspace("eu-central")].join("\n"), lineOffset: 4 }
    expect(checkDestructiveChanges([page], pageCode(page).blocks, resources)).toEqual({ warnings: [], changes: 1 })
  })
})
