import { cueLabel, cueSchemaPackages } from "../../src/reference/cueSchema"
import type { Resource } from "../../src/reference/sources"

// The CUE SDK generated from resources.yaml: closed definitions with camelCase fields, one package per cue.package.
const resources: Resource[] = [
  {
    name: "workspace",
    title: "Workspace",
    description: "A workspace.",
    terraform: { resource: "strata_workspace" },
    cue: { package: "manifest", definition: "Workspace" },
    attributes: [
      { name: "region", type: "string", required: true, views: ["terraform"], description: "Region." },
      { name: "id", type: "string", computed: true, description: "ID." },
      { name: "types", type: "list(object)", resource: "stratadb_type", views: ["cue"], description: "Types." },
    ],
  },
  {
    name: "stratadb_type",
    title: "Type",
    description: "A type.",
    terraform: { resource: "strata_stratadb_type" },
    cue: { package: "stratadb", definition: "Type" },
    attributes: [
      { name: "workspace_id", type: "string", required: true, views: ["terraform"], description: "Workspace." },
      { name: "name", type: "string", required: true, description: "Name." },
      { name: "fields", type: "map(object)", resource: "stratadb_field", required: true, description: "Fields." },
      {
        name: "permissions",
        type: "list(object)",
        description: "Rules.",
        attributes: [
          { name: "actions", type: "list(string)", required: true, values: ["read", "create"], description: "Actions." },
          { name: "effect", type: "string", default: "allow", values: ["allow", "deny"], description: "Effect." },
        ],
      },
      { name: "versioning", type: "bool", default: "false", description: "Versions." },
      { name: "settings", type: "object", description: "Settings.", attributes: [{ name: "bulk_upsert", type: "bool", default: "false", description: "Bulk." }] },
    ],
  },
  {
    name: "stratadb_field",
    title: "Field",
    description: "A field.",
    terraform: { inline: "strata_stratadb_type.fields" },
    cue: { package: "stratadb", definition: "Field" },
    attributes: [
      { name: "type", type: "string", required: true, values: ["string", "float"], description: "Type." },
      { name: "fields", type: "map(object)", resource: "stratadb_field", description: "Nested." },
      { name: "default", type: "any", description: "Default." },
      { name: "dimensions", type: "number", default: "3", description: "Dimensions." },
      { name: "scopes", type: "list(string)", default: '["openid"]', description: "Scopes." },
      { name: "claims", type: "map(string)", description: "Claims." },
      { name: "if", type: "string", description: "A label CUE reads as a keyword." },
    ],
  },
  {
    name: "executor_namespace",
    title: "Executors",
    description: "Executors.",
    terraform: { resource: "strata_executor" },
    cue: { package: "executor", definition: "Namespace" },
    attributes: [{ name: "executors", type: "map(object)", resource: "executor", key: "name", description: "Executors, a list in CUE." }],
  },
  {
    name: "executor",
    title: "Executor",
    description: "An executor.",
    terraform: { inline: "strata_executor.executors" },
    cue: { package: "executor", definition: "Executor" },
    attributes: [
      { name: "name", type: "string", required: true, description: "Name." },
      { name: "client", type: "object", resource: "client", description: "A resource without a definition, written in place." },
    ],
  },
  {
    name: "client",
    title: "Client",
    description: "A client.",
    terraform: { inline: "strata_executor.client" },
    cue: { inline: "executor.#Executor.client" },
    attributes: [{ name: "redirect_uris", type: "list(string)", required: true, description: "URIs." }],
  },
]

describe("the CUE SDK generated from resources.yaml", () => {
  const packages = cueSchemaPackages(resources)
  const source = (name: string) => packages.find((pkg) => pkg.name === name)!.source

  it("makes one package per cue.package, imported as strata.dev/sdk/cue/<package>, importing the packages it refers to", () => {
    expect(packages.map((pkg) => [pkg.name, pkg.importPath])).toEqual([
      ["manifest", "strata.dev/sdk/cue/manifest"],
      ["stratadb", "strata.dev/sdk/cue/stratadb"],
      ["executor", "strata.dev/sdk/cue/executor"],
    ])
    expect(source("manifest")).toBe('package manifest\n\nimport "strata.dev/sdk/cue/stratadb"\n\n// A workspace.\n#Workspace: {\n\ttypes?: [...stratadb.#Type]\n}\n')
  })

  it("writes camelCase fields without Terraform-only ones, ? for optional ones, defaults and allowed values as disjunctions", () => {
    expect(source("stratadb")).toContain(
      [
        "#Type: {",
        "\tname: string",
        "\tfields: {[string]: #Field}",
        "\tpermissions?: [...{",
        '\t\tactions: [...("read" | "create")]',
        '\t\teffect: *"allow" | "deny"',
        "\t}]",
        "\tversioning: *false | bool",
        "\tsettings?: {",
        "\t\tbulkUpsert: *false | bool",
        "\t}",
        "}",
      ].join("\n"),
    )
  })

  it("refers to a definition of the same package by name (also itself), and reads each type", () => {
    expect(source("stratadb")).toContain(
      ['#Field: {', '\ttype: "string" | "float"', "\tfields?: {[string]: #Field}", "\tdefault?: _", "\tdimensions: *3 | int", '\tscopes: *["openid"] | [...string]', "\tclaims?: {[string]: string}", '\t"if"?: string', "}"].join("\n"),
    )
  })

  it("makes a Terraform map keyed by name a list in CUE, and writes a resource without a definition in place", () => {
    expect(source("executor")).toContain("#Namespace: {\n\texecutors?: [...#Executor]\n}")
    expect(source("executor")).toContain("#Executor: {\n\tname: string\n\tclient?: {\n\t\tredirectUris: [...string]\n\t}\n}")
  })

  it("quotes a label CUE would read as a keyword or a type", () => {
    expect([cueLabel("if"), cueLabel("string"), cueLabel("jobFunction"), cueLabel("Idempotency-Key")]).toEqual(['"if"', '"string"', "jobFunction", '"Idempotency-Key"'])
  })

  it("names the attribute of a default that isn't a value of its type", () => {
    const broken: Resource[] = [{ ...resources[1], attributes: [{ name: "versioning", type: "bool", default: "no", description: "Versions." }] }]
    expect(() => cueSchemaPackages(broken)).toThrow("resources.yaml: the default of versioning, no, is not a bool value")
  })
})
