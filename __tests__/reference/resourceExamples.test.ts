import path from "path"
import yaml from "js-yaml"
import { namesOf } from "../../src/reference/sampleNames"
import { readSchemas } from "../../src/reference/readSchemas"
import { checkResources, resourceLine } from "../../src/reference/resourceChecks"
import { cueExample, terraformExample } from "../../src/reference/resourceExamples"
import type { Resource } from "../../src/reference/sources"

// The Terraform and CUE examples of the reference are the running example's configuration (resources.yaml's
// `example` of each resource), with names from content/samples.yaml and strata.graphql, never filler.
const ROOT = path.resolve(__dirname, "../..")
const schemas = readSchemas(ROOT)
const sources = { resources: schemas.resources, text: schemas.texts.resources, graphql: schemas.graphql, names: schemas.names }
const withTerraform = schemas.resources.filter((resource) => resource.terraform.resource)

/** `key = "value"` (HCL) and `key: "value"` (CUE) pairs of an example, with the key as written. */
const pairs = (text: string) => [...text.matchAll(/([A-Za-z_][\w-]*)\s*[=:]\s*"([^"\n]*)"/g)].map((match) => [match[1], match[2]])

describe("the examples of resources.yaml", () => {
  it("pass every check against samples.yaml and strata.graphql", () => {
    expect(checkResources(sources)).toEqual([])
  })

  it.each(withTerraform.map((resource) => [resource.terraform.resource!, resource] as const))("%s has a Terraform example and a CUE one", (_type, resource) => {
    expect(terraformExample(resource, schemas.resources)).toMatch(new RegExp(`^resource "${resource.terraform.resource}" "${resource.example!.terraform}" \\{`))
    if (resource.cue.definition) expect(cueExample(resource, schemas.resources)).toContain(`${resource.example!.cue}: ${resource.cue.package}.#${resource.cue.definition} & {`)
  })

  it("never give a value that repeats its attribute's name", () => {
    const examples = withTerraform.flatMap((resource) => [terraformExample(resource, schemas.resources)!, cueExample(resource, schemas.resources) ?? ""])
    const fillers = examples.flatMap(pairs).filter(([name, value]) => [name.toLowerCase(), name.replace(/_/g, "-").toLowerCase(), name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)].includes(value.toLowerCase()))
    expect(fillers).toEqual([])
  })

  it("give each namespace the name of its own service's namespace in samples.yaml", () => {
    const namespaces = withTerraform.filter((resource) => resource.terraform.import === "<workspace-id>/<namespace>" || resource.terraform.import === "<workspace-id>/<vault>")
    expect(namespaces.length).toBeGreaterThanOrEqual(8)
    for (const resource of namespaces) {
      const name = String(resource.example!.values.namespace)
      expect([resource.name, name, namesOf(schemas.names, resource.name)]).toEqual([resource.name, name, expect.arrayContaining([name])])
    }
    expect(new Set(namespaces.map((resource) => resource.example!.values.namespace)).size).toBe(namespaces.length)
  })

  it("show the type, fields and resolver of strata.graphql", () => {
    const type = terraformExample(schemas.resources.find((resource) => resource.name === "stratadb_type")!, schemas.resources)!
    expect(type).toContain('name         = "Inventory"')
    expect(type).toMatch(/reorderPoint = \{ type = "integer", required = true, default = 10 \}/)
    const resolver = cueExample(schemas.resources.find((resource) => resource.name === "pipeline_resolver")!, schemas.resources)!
    expect(resolver).toContain('name:          "adjustStock"')
    expect(resolver).toContain('returns:       "Inventory!"')
  })
})

// A small catalog: a workspace, a namespace that holds named items, and a list of any definition.
const catalog: Resource[] = [
  {
    name: "workspace",
    title: "Workspace",
    description: "A workspace.",
    terraform: { resource: "strata_workspace", import: "<workspace-id>" },
    cue: { package: "manifest", definition: "Workspace" },
    attributes: [
      { name: "name", type: "string", required: true, views: ["terraform"], description: "Its name." },
      { name: "services", type: "list(any)", views: ["cue"], description: "Its namespaces." },
    ],
    example: { terraform: "inventory", cue: "workspace", values: { name: "inventory-quickstart", services: [{ function_namespace: { namespace: "inventory-functions" } }] } },
  },
  {
    name: "function_namespace",
    title: "Functions namespace",
    description: "Functions.",
    terraform: { resource: "strata_function", import: "<workspace-id>/<namespace>" },
    cue: { package: "function", definition: "Namespace" },
    attributes: [
      { name: "workspace_id", type: "string", required: true, views: ["terraform"], description: "The workspace." },
      { name: "namespace", type: "string", required: true, description: "Its name." },
      { name: "functions", type: "map(object)", resource: "function", key: "name", description: "Its functions." },
    ],
    example: {
      terraform: "inventory",
      cue: "#Functions",
      values: { namespace: "inventory-functions", functions: { "daily-sales-report": { source: "functions/report.js", job_timeout: 60, query: "query {\n  products { totalCount }\n}\n" } } },
    },
  },
  {
    name: "function",
    title: "Function",
    description: "A function.",
    terraform: { inline: "strata_function.functions" },
    cue: { package: "function", definition: "Function" },
    attributes: [
      { name: "name", type: "string", required: true, description: "Its name." },
      { name: "source", type: "string", required: true, description: "Its file." },
      { name: "job_timeout", type: "number", description: "Seconds." },
      { name: "query", type: "string", description: "A query." },
    ],
  },
]

describe("writing an example", () => {
  it("writes HCL with the workspace's ID, a map keyed by name, aligned arguments and a heredoc for several lines", () => {
    expect(terraformExample(catalog[1], catalog)).toBe(
      [
        'resource "strata_function" "inventory" {',
        "  workspace_id = strata_workspace.inventory.id",
        '  namespace    = "inventory-functions"',
        "",
        "  functions = {",
        '    "daily-sales-report" = {',
        '      source      = "functions/report.js"',
        "      job_timeout = 60",
        "      query = <<-EOT",
        "        query {",
        "          products { totalCount }",
        "        }",
        "        EOT",
        "    }",
        "  }",
        "}",
      ].join("\n"),
    )
  })

  it("writes CUE in camelCase, a map keyed by name as a list with the name, and multi-line strings", () => {
    expect(cueExample(catalog[1], catalog)).toBe(
      [
        'import "strata.dev/sdk/cue/function"',
        "",
        "#Functions: function.#Namespace & {",
        '\tnamespace: "inventory-functions"',
        "\tfunctions: [",
        "\t\t{",
        '\t\t\tname:       "daily-sales-report"',
        '\t\t\tsource:     "functions/report.js"',
        "\t\t\tjobTimeout: 60",
        '\t\t\tquery: """',
        "\t\t\t\tquery {",
        "\t\t\t\t  products { totalCount }",
        "\t\t\t\t}",
        '\t\t\t\t"""',
        "\t\t},",
        "\t]",
        "}",
      ].join("\n"),
    )
  })

  it("writes only each view's attributes, and an item of a list of any definition as that definition, imported", () => {
    expect(terraformExample(catalog[0], catalog)).toBe('resource "strata_workspace" "inventory" {\n  name = "inventory-quickstart"\n}')
    expect(cueExample(catalog[0], catalog)).toBe(
      'import (\n\t"strata.dev/sdk/cue/function"\n\t"strata.dev/sdk/cue/manifest"\n)\n\nworkspace: manifest.#Workspace & {\n\tservices: [function.#Namespace & {namespace: "inventory-functions"}]\n}',
    )
  })
})

/** resources.yaml's own text with one part replaced, parsed again and checked: the problems and the changed text. */
function problemsAfter(find: string, replace: string): { problems: string[]; lines: string[] } {
  const text = schemas.texts.resources
  expect(text).toContain(find)
  const changed = text.replace(find, replace)
  const resources = (yaml.load(changed) as { resources: Resource[] }).resources
  return { problems: checkResources({ ...sources, resources, text: changed }), lines: changed.split("\n") }
}

describe("checkResources", () => {
  // Each case: what it replaces, the problem, and a text of the line the problem names.
  it.each([
    ["a filler value", "        directory: web/dist", "        directory: directory", /directory is "directory", a filler that repeats its name/, "directory: directory"],
    ["a value outside the attribute's values", "        region: us-west", "        region: mars", /region is "mars", not one of us-west, eu-central, asia-northeast/, "region: mars"],
    ["an unknown attribute", "        spa_fallback: true", "        spa_fallback: true\n        cache_seconds: 60", /cache_seconds is not an attribute of static_website/, "cache_seconds: 60"],
    ["a namespace the running example doesn't have", "        namespace: inventory-jobs", "        namespace: inventory", /namespace is "inventory", which is not a name of executor_namespace in content\/samples\.yaml \(inventory-jobs\)/, "namespace: inventory"],
    ["a field strata.graphql doesn't have", "          location: { type: string, required: true }", "          aisle: { type: string, required: true }", /Inventory has no field aisle in content\/schema\/strata\.graphql/, "aisle:"],
    ["a required field that the schema has as optional", "          location: { type: string, required: true }", "          location: { type: string }", /Inventory\.location is String! in content\/schema\/strata\.graphql, so it is required/, "location: { type: string }"],
    ["a resolver that returns another type", "        returns: Inventory!", "        returns: Product!", /adjustStock returns Inventory! in content\/schema\/strata\.graphql, not Product!/, "returns: Product!"],
    ["a query that doesn't validate", "                    edges { node { id quantity } }", "                    edges { node { id amount } }", /GraphQL: Cannot query field "amount" on type "Inventory"/, "query: |"],
    ["a missing required argument", "        result: steps.updateStock.updateInventory\n", "\n", /the example misses the required result/, "values:"],
    ["a secret reference to a vault that isn't the example's", "client_secret: { vault: inventory-secrets, secret: okta-client-secret }", "client_secret: { vault: secrets, secret: okta-client-secret }", /vault is "secrets", which is not a name of secret_manager/, "vault: secrets"],
    ["a marker that names no attribute", "Draft records (deprecated; use {{versioning}}).", "Draft records (deprecated; use {{versions}}).", /\{\{versions\}\} in the description of draft names no attribute/, "name: draft"],
  ])("fails %s with resources.yaml:line", (_case, find, replace, message, lineText) => {
    const { problems, lines } = problemsAfter(find, replace)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(message)
    const line = Number(/^content\/schema\/resources\.yaml:(\d+) /.exec(problems[0])?.[1])
    expect(lines[line - 1]).toContain(lineText)
  })

  it("fails a Terraform resource without an example", () => {
    const resources = schemas.resources.map((resource) => (resource.name === "secret" ? { ...resource, example: undefined } : resource))
    expect(checkResources({ ...sources, resources })).toEqual([`content/schema/resources.yaml:${resourceLine(schemas.texts.resources, "secret")} secret needs an example: its Terraform page and CUE package show it`])
  })
})
