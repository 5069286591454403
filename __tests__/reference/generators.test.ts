import { buildSchema } from "graphql"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { cuePages } from "../../src/reference/cuePages"
import { errorPages } from "../../src/reference/errorPages"
import { builtInScalarDescriptions, graphqlPages, typeLinks } from "../../src/reference/graphqlPages"
import { curlSample, managementApiPages, operations } from "../../src/reference/managementApiPages"
import { exampleBlock, terraformPages } from "../../src/reference/terraformPages"
import { terraformResources } from "../../src/reference/resourceViews"
import type { OpenApiDocument, Resource } from "../../src/reference/sources"

// The generators are pure: a small source in, page models out. Each page must compile as a hand-written page does.
const compiles = (body: string) => compileMdx(body, "generated.mdx")

const sdl = `
"A product." type Product { "Its name." name: String! "Its category." category: Category }
"A group." type Category { "Name." name: String! }
"Filter." input ProductQueryInput { "Name is." name: String and: [ProductQueryInput!] }
"Status." enum OrderStatus { "Paid." PAID "Sent." SHIPPED }
"A day." scalar Date
type Query { "One product." product(id: ID!): Product "Products." products(query: ProductQueryInput, first: Int = 20): [Product!]! }
type Mutation { "Creates." createProduct(name: String!): Product! }
`

describe("GraphQL pages", () => {
  const schema = buildSchema(sdl)
  const pages = graphqlPages(schema)
  const byRoute = new Map(pages.map((page) => [page.route.replace("/reference/api-references/graphql", "") || "/", page]))

  it("makes an overview, queries, mutations and one page per kind present", () => {
    expect([...byRoute.keys()]).toEqual(["/", "/queries", "/mutations", "/objects", "/input-objects", "/enums", "/scalars"])
  })

  it("gives each type an h2 whose id is its name lowercased, with its fields as entries", () => {
    const compiled = compiles(byRoute.get("/input-objects")!.body)
    expect(compiled.anchors).toContain("productqueryinput")
    expect(byRoute.get("/input-objects")!.body).toContain(
      '<Property name="and" type="[ProductQueryInput!]" typeHref="/reference/api-references/graphql/input-objects#productqueryinput" required="false"></Property>',
    )
    expect(byRoute.get("/objects")!.body).toContain('<Property name="category" type="Category" typeHref="/reference/api-references/graphql/objects#category">\n\nIts category.\n\n</Property>')
  })

  it("lists arguments with their types and defaults, each type linking to its entry", () => {
    const queries = byRoute.get("/queries")!.body
    expect(queries).toContain("## products")
    expect(queries).toContain('<Property name="first" type="Int" typeHref="/reference/api-references/graphql/scalars#int" required="false" default="20"></Property>')
    expect(queries).toContain('<Property name="id" type="ID!" typeHref="/reference/api-references/graphql/scalars#id" required="true"></Property>')
    expect(compiles(queries).links.map((link) => link.href)).toContain("/reference/api-references/graphql/input-objects#productqueryinput")
  })

  it("lists enum values and says where a type is used", () => {
    const enums = byRoute.get("/enums")!.body
    expect(enums).toContain("| `SHIPPED` | Sent. |")
    expect(byRoute.get("/objects")!.body).toMatch(/Used by \[`product`\]\(\/reference\/api-references\/graphql\/queries#product\)/)
  })

  it("opens each page with what its entries show, never the same boilerplate twice", () => {
    const openings = pages.slice(1).map((page) => page.body.split("\n\n")[1])
    expect(new Set(openings).size).toBe(openings.length)
    expect(pages.map((page) => page.body).join("\n")).not.toContain("How to read this page")
    expect(byRoute.get("/scalars")!.body).toContain("Each scalar says the form its values take in JSON")
  })

  it("describes a built-in scalar as the SDL does, not with graphql-js's stock text", () => {
    const descriptions = builtInScalarDescriptions(`"A UUID of a record." scalar ID\n"Not built in." scalar Date\ntype Query { a: ID }`)
    expect([...descriptions]).toEqual([["ID", "A UUID of a record."]])
    const scalars = graphqlPages(buildSchema("scalar Date type Query { a(id: ID): Date }"), { scalarDescriptions: descriptions }).find((page) => page.route.endsWith("/scalars"))!
    expect(scalars.body).toContain("## ID\n\nA UUID of a record.")
  })

  it("maps every type name to its entry for links from prose", () => {
    expect(typeLinks(schema).get("ProductQueryInput")).toBe("/reference/api-references/graphql/input-objects#productqueryinput")
    expect(typeLinks(schema).has("Query")).toBe(false)
  })

  it("writes pages that compile", () => {
    for (const page of pages) expect(() => compiles(page.body)).not.toThrow()
  })
})

const resources: Resource[] = [
  {
    name: "workspace",
    title: "Workspace",
    description: "A workspace.",
    terraform: { resource: "strata_workspace", import: "<workspace-id>" },
    cue: {},
    attributes: [{ name: "name", type: "string", required: true, description: "Its name." }],
    example: { terraform: "inventory", values: { name: "inventory-quickstart" } },
  },
  {
    name: "secret_manager",
    title: "Vault",
    description: "A vault.",
    terraform: { resource: "strata_secret_manager", import: "<workspace-id>/<vault>" },
    cue: { package: "secretmanager", definition: "Namespace" },
    attributes: [
      { name: "workspace_id", type: "string", required: true, views: ["terraform"], description: "The workspace." },
      { name: "namespace", type: "string", required: true, description: "The vault name." },
      { name: "secrets", type: "map(object)", resource: "secret", key: "name", description: "Its secrets." },
      { name: "url", type: "string", computed: true, views: ["terraform"], description: "Where it is." },
    ],
    example: { terraform: "inventory", cue: "#InventorySecrets", values: { namespace: "inventory-secrets", secrets: { "slack-webhook-url": { rotation_days: 30 } } } },
  },
  {
    name: "secret",
    title: "Secret",
    description: "A secret.",
    terraform: { inline: "strata_secret_manager.secrets" },
    cue: { package: "secretmanager", definition: "Secret" },
    attributes: [
      { name: "name", type: "string", required: true, description: "Its name." },
      { name: "rotation_days", type: "number", default: "90", description: "Days between rotations." },
    ],
  },
]

describe("Terraform pages", () => {
  const pages = terraformPages(resources, { workspaceId: "7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45" })

  it("makes an overview and one page per resource, named as in the registry", () => {
    expect(pages.map((page) => page.route)).toEqual(["/reference/terraform-provider", "/reference/terraform-provider/resources/workspace", "/reference/terraform-provider/resources/secret_manager"])
  })

  it("writes arguments in snake_case, nested ones under their map key, without the key attribute", () => {
    const body = pages[2].body
    expect(body).toContain('<Property name="secrets.<key>.rotation_days" type="number" required="false" default="90">\n\nDays between rotations.\n\n</Property>')
    expect(body).not.toContain("secrets.<key>.name")
    expect(body).toContain('<Property name="url" type="string">\n\nWhere it is.\n\n</Property>')
    expect(body).toContain('terraform import strata_secret_manager.inventory "7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45/inventory-secrets"')
  })

  it("shows the resource's example, its workspace_id the workspace example's ID and a map keyed by name as a map", () => {
    expect(exampleBlock(terraformResources(resources)[1], resources)).toBe(
      'resource "strata_secret_manager" "inventory" {\n  workspace_id = strata_workspace.inventory.id\n  namespace    = "inventory-secrets"\n  secrets      = { "slack-webhook-url" = { rotation_days = 30 } }\n}',
    )
  })

  it("writes pages that compile", () => {
    for (const page of pages) expect(() => compiles(page.body)).not.toThrow()
  })
})

describe("CUE pages", () => {
  const pages = cuePages(resources)

  it("makes an overview and one page per package, each definition in camelCase without Terraform-only fields", () => {
    expect(pages.map((page) => page.route)).toEqual(["/reference/cue-sdk", "/reference/cue-sdk/secretmanager"])
    const body = pages[1].body
    expect(body).toContain("## secretmanager.#Namespace")
    expect(body).toContain("## secretmanager.#Secret")
    expect(body).toContain('<Property name="rotationDays?" type="int" required="false" default="90">')
    expect(body).toContain('#InventorySecrets: secretmanager.#Namespace & {\n\tnamespace: "inventory-secrets"\n\tsecrets:   [{name: "slack-webhook-url", rotationDays: 30}]\n}')
    expect(body).toContain('<Property name="secrets?" type="[...secretmanager.#Secret]" typeHref="/reference/cue-sdk/secretmanager#secretmanagersecret" required="false">')
    expect(body).not.toContain("workspaceId")
  })

  it("writes pages that compile", () => {
    for (const page of pages) expect(() => compiles(page.body)).not.toThrow()
  })
})

describe("error page", () => {
  const [page] = errorPages({
    codes: [{ code: "VALIDATION_FAILED", status: "200", summary: "Bad data.", when: "A rule fails.", fix: "Fix it.", retry: { queries: { safe: false, advice: "No." }, idempotent: { safe: false, advice: "Not unchanged." }, other: { safe: false, advice: "Never." } }, extensions: [{ name: "reason", description: "Why." }] }],
    reasons: [{ reason: "UNIQUE_VIOLATION", code: "VALIDATION_FAILED", summary: "A duplicate.", details: "Names the field." }],
  })

  it("gives each code an anchor, and its reasons a section below it", () => {
    const compiled = compiles(page.body)
    expect(compiled.anchors).toEqual(expect.arrayContaining(["validation_failed", "unique_violation"]))
    expect(page.body).toContain("[`VALIDATION_FAILED`](#validation_failed)")
  })

  it("says for each code whether to retry a query, an idempotent mutation and another mutation", () => {
    expect(page.body).toContain("| Code | Query | Idempotent mutation | Other mutation |")
    expect(page.body).toContain("| [`VALIDATION_FAILED`](#validation_failed) | No. | Not unchanged. | Never. |")
  })
})

describe("management API page", () => {
  const document: OpenApiDocument = {
    openapi: "3.1.0",
    info: { title: "API", version: "1", description: "The API." },
    servers: [{ url: "https://api.strata.dev/v1" }],
    paths: {
      "/things/{thing}": {
        parameters: [{ name: "thing", in: "path", required: true, description: "The thing.", schema: { type: "string" }, example: "lamp" }],
        put: {
          operationId: "setThing",
          summary: "Set a thing",
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" }, example: { value: "on" } } } },
          responses: {
            "200": { description: "Done.", content: { "application/json": { example: { ok: true } } } },
            "404": { $ref: "#/components/responses/NotFound" },
          },
        },
      },
    },
    components: {
      schemas: { Thing: { type: "object", required: ["value"], properties: { value: { type: "string", description: "The value." } } } },
      responses: { NotFound: { description: "No such thing.", content: { "application/json": { example: { code: "NOT_FOUND", message: "no" } } } } },
    },
  }

  it("generates a curl command from the example values", () => {
    expect(curlSample(document, operations(document)[0])).toBe(
      'curl -X PUT \\\n  "https://api.strata.dev/v1/things/lamp" \\\n  -H "Authorization: Bearer $STRATA_ACCESS_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  --data \'{"value":"on"}\'',
    )
  })

  it("pipes a secret of the body in from an environment variable, never on the command line", () => {
    const secret: OpenApiDocument = { ...document, components: { ...document.components, schemas: { Thing: { type: "object", required: ["value"], properties: { value: { type: "string", format: "password", description: "The value." } } } } } }
    const command = curlSample(secret, operations(secret)[0])
    expect(command).toBe('printf \'%s\' "$SECRET_VALUE" | jq -Rs \'{value: .}\' | curl -X PUT \\\n  "https://api.strata.dev/v1/things/lamp" \\\n  -H "Authorization: Bearer $STRATA_ACCESS_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  --data @-')
    expect(command).not.toContain('"on"')
  })

  it("opens without a double space when the description is a block ending in a newline", () => {
    const [page] = managementApiPages({ ...document, info: { ...document.info, description: "The API.\nIt sets things.\n" } })
    expect(page.body).toMatch(/^The API\. It sets things\. The OpenAPI 3.1 description/)
  })

  it("heads each operation with its method and path, lists parameters and body as properties, and links error codes", () => {
    const [page] = managementApiPages(document)
    expect(page.body).toContain('<Heading level="2" tag="PUT" label="/things/{thing}">Set a thing</Heading>')
    expect(page.body).toContain('<Property name="value" type="string" required="true">')
    expect(page.body).toContain("- `404` [`NOT_FOUND`](/reference/errors#not_found): No such thing.")
    expect(() => compiles(page.body)).not.toThrow()
  })
})
