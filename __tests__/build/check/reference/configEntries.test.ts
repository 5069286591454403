import { readConfigEntries, type ConfigEntry } from "../../../../src/build/check/reference/configEntries"

/** Entries as "line key=value" lines, nested ones indented. */
function outline(entries: ConfigEntry[], depth = 0): string[] {
  return entries.flatMap((entry) => [
    `${"  ".repeat(depth)}${entry.line} ${entry.key}${entry.labels ? ` ${entry.labels.join(" ")}` : ""}${entry.definition ? ` (${entry.definition})` : ""}${entry.value !== undefined ? `=${entry.value}` : ""}`,
    ...outline(entry.entries ?? [], depth + 1),
    ...outline(entry.items ?? [], depth + 1),
  ])
}

describe("readConfigEntries", () => {
  it("reads a Terraform resource: labels, arguments, maps, inline objects and lists, each with its line", () => {
    const hcl = [
      'resource "strata_stratadb_type" "product" {',
      "  # workspace_id and namespace as before",
      '  name = "Product" // the GraphQL type',
      "  fields = {",
      '    sku  = { type = "string", required = true }',
      "    price = {",
      '      type = "float"',
      "    }",
      "  }",
      '  permissions = [{ actions = ["read"], condition = "true" }]',
      "  lifecycle {",
      "    prevent_destroy = true",
      "  }",
      "}",
    ].join("\n")
    expect(outline(readConfigEntries(hcl))).toEqual([
      "1 resource strata_stratadb_type product",
      '  3 name="Product"',
      "  4 fields",
      "    5 sku",
      '      5 type="string"',
      "      5 required=true",
      "    6 price",
      '      7 type="float"',
      "  10 permissions",
      "    10 0",
      "      10 actions",
      '        10 0="read"',
      '      10 condition="true"',
      "  11 lifecycle",
      "    12 prevent_destroy=true",
    ])
  })

  it("keeps a heredoc whole, braces and all, and counts its lines", () => {
    const hcl = 'resource "strata_executor" "jobs" {\n  query = <<-EOT\n    query { products { id } }\n  EOT\n  name = "sync"\n}'
    expect(outline(readConfigEntries(hcl))).toEqual(["1 resource strata_executor jobs", "  2 query=<<-EOT\n    query { products { id } }\n  EOT", '  5 name="sync"'])
  })

  it("reads a CUE value unified with a definition, nested keys on one line and multi-line strings", () => {
    const cue = [
      "package inventory",
      "",
      'import "strata.dev/sdk/cue/stratadb"',
      "",
      "#Product: stratadb.#Type & {",
      '\tname: "Product"',
      '\tfields: sku: {type: "string", unique: true}',
      '\tdescription: """',
      "\t\tA product { with braces }",
      '\t\t"""',
      "\ttypes: [stratadb.#Type & {name: \"Order\"}]",
      "}",
    ].join("\n")
    // `package` and `import` set nothing: they are not entries.
    expect(outline(readConfigEntries(cue))).toEqual([
      "5 #Product (stratadb.#Type)",
      '  6 name="Product"',
      "  7 fields",
      "    7 sku",
      '      7 type="string"',
      "      7 unique=true",
      '  8 description="""\n\t\tA product { with braces }\n\t\t"""',
      "  11 types",
      "    11 0 (stratadb.#Type)",
      '      11 name="Order"',
    ])
  })
})
