import path from "path"
import { buildSchema, type GraphQLInputObjectType, type GraphQLObjectType } from "graphql"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { cueFieldEntries } from "../../src/reference/cuePages"
import { extensionEntries } from "../../src/reference/errorPages"
import { typeHref } from "../../src/reference/graphqlEntries"
import { inputEntry, outputEntry } from "../../src/reference/graphqlFieldEntries"
import { operations, parameterEntry, schemaEntries } from "../../src/reference/managementApiPages"
import { readSchemas } from "../../src/reference/readSchemas"
import { entryList, entryMdx, type ReferenceEntry } from "../../src/reference/referenceEntries"
import { inView } from "../../src/reference/resourceViews"
import type { Resource } from "../../src/reference/sources"
import { terraformArgumentEntries, terraformAttributeEntries } from "../../src/reference/terraformPages"
import { renderMdx } from "../mdx/renderMdx"

// The entry data each schema source gives the reference (name, type, where the type is described, required,
// default, limit, marks, description), from small fixtures and from the real files of content/schema, and the
// `Property` element entryMdx writes from it.
const ROOT = path.resolve(__dirname, "../..")
const real = readSchemas(ROOT)
const byName = (entries: ReferenceEntry[], name: string) => {
  const found = entries.find((entry) => entry.name === name)
  if (!found) throw new Error(`no entry ${name} among ${entries.map((entry) => entry.name).join(", ")}`)
  return found
}

describe("GraphQL entries", () => {
  const sdl = `
directive @limit(max: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | FIELD_DEFINITION
enum Direction { ASC DESC }
"A sort key." input Sort { "Field to sort on." field: String! "Which way." direction: Direction = ASC }
type Review { "Stars." stars: Int! }
type Product {
  "Its name." name: String!
  "Its reviews, newest first." reviews("How many." first: Int = 10 @limit(max: 50), "After this cursor." after: String): [Review!]! @limit(max: 50)
  "Whether it is a draft." isDraft: Boolean @deprecated(reason: "Use \`published\`.")
}
type Query {
  "Products."
  products(
    "Page size." first: Int = 100 @limit(max: 1000)
    "Sort keys." order: [Sort!] = [{field: "name"}] @limit(max: 3)
    "A category ID." category: ID!
    "Page size, never null." pageSize: Int! = 20
    "Drafts too." includeDrafts: Boolean @deprecated(reason: "Filter on \`published\`.")
  ): [Product!]!
}
`
  const schema = buildSchema(sdl)
  const products = schema.getQueryType()!.getFields().products
  const arg = (name: string) => inputEntry(products.args.find((candidate) => candidate.name === name)!, schema, typeHref)
  const productField = (name: string) => outputEntry((schema.getType("Product") as GraphQLObjectType).getFields()[name], schema, typeHref)

  it("an argument with a default and a limit is optional, with both", () => {
    expect(arg("first")).toEqual({
      name: "first",
      type: "Int",
      typeHref: "/reference/api-references/graphql/scalars#int",
      required: false,
      default: "100",
      limit: "at most 1,000",
      deprecated: false,
      description: "Page size.",
    })
  })

  it("a non-null argument without a default is required, and has no default or limit", () => {
    const entry = arg("category")
    expect(entry).toEqual({ name: "category", type: "ID!", typeHref: "/reference/api-references/graphql/scalars#id", required: true, deprecated: false, description: "A category ID." })
    expect(entry.default).toBeUndefined()
    expect(entry.limit).toBeUndefined()
  })

  it("a non-null argument with a default is optional: GraphQL uses the default when it is left out", () => {
    expect(arg("pageSize")).toMatchObject({ name: "pageSize", type: "Int!", required: false, default: "20" })
  })

  it("a list argument links its named type, prints its default as GraphQL does and counts its limit in entries", () => {
    expect(arg("order")).toEqual({
      name: "order",
      type: "[Sort!]",
      typeHref: "/reference/api-references/graphql/input-objects#sort",
      required: false,
      default: '[{field: "name", direction: ASC}]',
      limit: "at most 3 entries",
      deprecated: false,
      description: "Sort keys.",
    })
  })

  it("an input object's fields are entries of what a request sends", () => {
    const fields = (schema.getType("Sort") as GraphQLInputObjectType).getFields()
    expect(inputEntry(fields.field, schema, typeHref)).toMatchObject({ name: "field", type: "String!", typeHref: "/reference/api-references/graphql/scalars#string", required: true, description: "Field to sort on." })
    expect(inputEntry(fields.direction, schema, typeHref)).toMatchObject({
      name: "direction",
      type: "Direction",
      typeHref: "/reference/api-references/graphql/enums#direction",
      required: false,
      default: "ASC",
    })
  })

  it("an output field is neither required nor optional, and lists its arguments below its description", () => {
    const entry = productField("reviews")
    expect(entry).not.toHaveProperty("required")
    expect(entry).not.toHaveProperty("default")
    expect(entry).toEqual({
      name: "reviews",
      type: "[Review!]!",
      typeHref: "/reference/api-references/graphql/objects#review",
      limit: "at most 50 entries",
      deprecated: false,
      description:
        "Its reviews, newest first.\n\n**Arguments:** `first`: [`Int`](/reference/api-references/graphql/scalars#int) (default `10`, at most 50); " +
        "`after`: [`String`](/reference/api-references/graphql/scalars#string).",
    })
    expect(productField("name")).toEqual({ name: "name", type: "String!", typeHref: "/reference/api-references/graphql/scalars#string", deprecated: false, description: "Its name." })
  })

  it("a deprecated argument or field is marked, with its reason as a paragraph after its description", () => {
    expect(arg("includeDrafts")).toMatchObject({ name: "includeDrafts", type: "Boolean", required: false, deprecated: true, description: "Drafts too.\n\n**Deprecated:** Filter on `published`." })
    expect(arg("includeDrafts").default).toBeUndefined()
    expect(productField("isDraft")).toMatchObject({ name: "isDraft", deprecated: true, description: "Whether it is a draft.\n\n**Deprecated:** Use `published`." })
  })

  it("reads the real schema's defaults, limits and deprecations", () => {
    const field = (root: "Query" | "Mutation", name: string) => (root === "Query" ? real.graphql.getQueryType() : real.graphql.getMutationType())!.getFields()[name]
    const realArg = (root: "Query" | "Mutation", operation: string, name: string) =>
      inputEntry(field(root, operation).args.find((candidate) => candidate.name === name)!, real.graphql, typeHref)
    expect(realArg("Query", "products", "first")).toMatchObject({ type: "Int", required: false, default: "100", limit: "at most 1,000", deprecated: false })
    expect(realArg("Query", "products", "order")).toMatchObject({
      type: "[ProductOrderInput!]",
      typeHref: "/reference/api-references/graphql/input-objects#productorderinput",
      required: false,
      default: "[{field: createdAt, direction: ASC}]",
    })
    expect(realArg("Query", "products", "includeDrafts")).toMatchObject({ required: false, default: "false", deprecated: true })
    expect(realArg("Query", "products", "includeDrafts").description).toMatch(/^Whether drafts are listed too \(draft record setting\)\.\n\n\*\*Deprecated:\*\* /)
    expect(realArg("Query", "vectorSearchProducts", "vector")).toMatchObject({ type: "[Float!]!", required: true, limit: "at most 2,048 entries" })
    expect(realArg("Mutation", "bulkUpsertProducts", "input")).toMatchObject({ type: "[ProductCreateInput!]!", required: true, limit: "at most 1,000 entries" })
    const groups = (real.graphql.getType("ProductAggregateResult") as GraphQLObjectType).getFields().groups
    expect(outputEntry(groups, real.graphql, typeHref)).toMatchObject({ name: "groups", type: "[ProductAggregateGroup!]!", limit: "at most 1,000 entries" })
  })
})

// A vault with its secrets inline in Terraform (a map keyed by name) and a list of definitions in CUE.
const resources: Resource[] = [
  {
    name: "secret_manager",
    title: "Vault",
    description: "A vault.",
    terraform: { resource: "strata_secret_manager", import: "<workspace-id>/<vault>" },
    cue: { package: "secretmanager", definition: "Namespace" },
    attributes: [
      { name: "workspace_id", type: "string", required: true, views: ["terraform"], change: "replace", description: "The workspace." },
      { name: "namespace", type: "string", required: true, change: "replace", description: "The vault name." },
      { name: "region", type: "string", default: "us-west", values: ["us-west", "eu-central"], description: "Where it runs." },
      { name: "max_versions", type: "number", default: "10", change: "deletes-data", description: "Versions kept of each secret; lowering it deletes the oldest." },
      { name: "labels", type: "map(string)", description: "Labels for billing." },
      { name: "secrets", type: "map(object)", resource: "secret", key: "name", description: "Its secrets." },
      {
        name: "rules",
        type: "list(object)",
        description: "Who may read its secrets.",
        attributes: [
          { name: "group", type: "string", required: true, description: "The group." },
          { name: "read_only", type: "bool", default: "true", description: "Whether the group only reads." },
        ],
      },
      { name: "reader_groups", type: "list(string)", deprecated: true, description: "Groups that may read (deprecated; use {{rules}})." },
      { name: "url", type: "string", computed: true, views: ["terraform"], description: "Where it is." },
    ],
  },
  {
    name: "secret",
    title: "Secret",
    description: "A secret.",
    terraform: { inline: "strata_secret_manager.secrets" },
    cue: { package: "secretmanager", definition: "Secret" },
    attributes: [
      { name: "name", type: "string", required: true, change: "replace", description: "Its name." },
      { name: "rotation_days", type: "number", default: "90", description: "Days between rotations." },
    ],
  },
]
const vault = resources[0]

describe("Terraform entries", () => {
  const args = terraformArgumentEntries(vault.attributes.filter((attribute) => inView(attribute, "terraform") && !attribute.computed), resources)
  const realArgs = (name: string) => {
    const resource = real.resources.find((entry) => entry.name === name)!
    return terraformArgumentEntries(resource.attributes.filter((attribute) => inView(attribute, "terraform") && !attribute.computed), real.resources)
  }

  it("lists each argument with its nested arguments after it, without the map's key attribute", () => {
    expect(args.map((entry) => entry.name)).toEqual([
      "workspace_id",
      "namespace",
      "region",
      "max_versions",
      "labels",
      "secrets",
      "secrets.<key>.rotation_days",
      "rules",
      "rules[*].group",
      "rules[*].read_only",
      "reader_groups",
    ])
  })

  it("a required argument", () => {
    expect(byName(args, "namespace")).toEqual({ name: "namespace", type: "string", required: true, change: "replace", description: "The vault name." })
    expect(byName(args, "namespace").default).toBeUndefined()
  })

  it("an optional argument with its default, and the values it may take after its description", () => {
    expect(byName(args, "region")).toEqual({ name: "region", type: "string", required: false, default: "us-west", description: "Where it runs. Either `us-west` or `eu-central`." })
  })

  it("an argument of each item of a map of objects, its path through <key>", () => {
    expect(byName(args, "secrets")).toEqual({ name: "secrets", type: "map(object)", required: false, description: "Its secrets." })
    expect(byName(args, "secrets.<key>.rotation_days")).toEqual({ name: "secrets.<key>.rotation_days", type: "number", required: false, default: "90", description: "Days between rotations." })
  })

  it("an argument of each item of a list of objects, its path through [*]", () => {
    expect(byName(args, "rules[*].group")).toEqual({ name: "rules[*].group", type: "string", required: true, description: "The group." })
    expect(byName(args, "rules[*].read_only")).toMatchObject({ type: "bool", required: false, default: "true" })
  })

  it("marks what a change does, and a deprecated argument, whose description names the replacement in snake_case", () => {
    expect(byName(args, "workspace_id").change).toBe("replace")
    expect(byName(args, "max_versions")).toMatchObject({ type: "number", required: false, default: "10", change: "deletes-data" })
    expect(byName(args, "region").change).toBeUndefined()
    expect(byName(args, "reader_groups")).toEqual({ name: "reader_groups", type: "list(string)", required: false, deprecated: true, description: "Groups that may read (deprecated; use `rules`)." })
    expect(byName(args, "region").deprecated).toBeFalsy()
  })

  it("a computed attribute is neither required nor optional", () => {
    const [url] = terraformAttributeEntries(vault.attributes.filter((attribute) => attribute.computed))
    expect(url).toEqual({ name: "url", type: "string", description: "Where it is." })
    expect(url).not.toHaveProperty("required")
  })

  it("reads the real catalog's nested paths and marks", () => {
    const type = realArgs("stratadb_type")
    expect(byName(type, "fields")).toMatchObject({ type: "map(object)", required: true, change: "deletes-data" })
    expect(byName(type, "settings.change_data_capture")).toMatchObject({ type: "bool", required: false, default: "false", change: "deletes-data" })
    expect(byName(type, "settings.draft")).toMatchObject({ type: "bool", required: false, default: "false", deprecated: true })
    expect(byName(type, "permissions[*].effect")).toMatchObject({ type: "string", required: false, default: "allow" })
    expect(byName(realArgs("stateflow"), "machines[*].transitions[*].event")).toMatchObject({ type: "string", required: true })
    expect(byName(realArgs("workspace"), "region")).toMatchObject({ type: "string", required: true, change: "replace" })
  })
})

describe("CUE entries", () => {
  const fields = cueFieldEntries(vault.attributes.filter((attribute) => inView(attribute, "cue") && !attribute.computed), resources)

  it("names fields in camelCase, an optional one with ?, without Terraform-only fields", () => {
    expect(fields.map((entry) => entry.name)).toEqual(["namespace", "region?", "maxVersions?", "labels?", "secrets?", "rules?", "rules.group", "rules.readOnly?", "readerGroups?"])
  })

  it("writes CUE's types, and links a field that holds a definition to its section", () => {
    expect(byName(fields, "namespace")).toEqual({ name: "namespace", type: "string", required: true, change: "replace", description: "The vault name." })
    expect(byName(fields, "labels?")).toMatchObject({ type: "{[string]: string}", required: false })
    expect(byName(fields, "labels?").typeHref).toBeUndefined()
    expect(byName(fields, "secrets?")).toEqual({
      name: "secrets?",
      type: "[...secretmanager.#Secret]",
      typeHref: "/reference/cue-sdk/secretmanager#secretmanagersecret",
      required: false,
      description: "Its secrets.",
    })
    expect(byName(fields, "rules?")).toMatchObject({ type: "[...{…}]", required: false })
    expect(byName(fields, "rules?").typeHref).toBeUndefined()
    expect(byName(fields, "rules.group")).toMatchObject({ type: "string", required: true })
    expect(byName(fields, "readerGroups?")).toEqual({ name: "readerGroups?", type: "[...string]", required: false, deprecated: true, description: "Groups that may read (deprecated; use `rules`)." })
  })

  it("gives defaults and marks as Terraform does, a number as int", () => {
    expect(byName(fields, "region?")).toMatchObject({ required: false, default: "us-west", description: "Where it runs. Either `us-west` or `eu-central`." })
    expect(byName(fields, "maxVersions?")).toMatchObject({ type: "int", default: "10", change: "deletes-data" })
    const secret = cueFieldEntries(resources[1].attributes, resources)
    expect(secret).toEqual([
      { name: "name", type: "string", required: true, change: "replace", description: "Its name." },
      { name: "rotationDays?", type: "int", required: false, default: "90", description: "Days between rotations." },
    ])
  })

  it("reads the real catalog's definitions", () => {
    const stratadbType = real.resources.find((entry) => entry.name === "stratadb_type")!
    const entries = cueFieldEntries(stratadbType.attributes.filter((attribute) => inView(attribute, "cue") && !attribute.computed), real.resources)
    expect(byName(entries, "fields")).toMatchObject({
      type: "{[string]: stratadb.#Field}",
      typeHref: "/reference/cue-sdk/stratadb#stratadbfield",
      required: true,
      change: "deletes-data",
    })
    expect(byName(entries, "settings.changeDataCapture?")).toMatchObject({ type: "bool", required: false, default: "false", change: "deletes-data" })
    expect(byName(entries, "permissions.actions")).toMatchObject({ type: "[...string]", required: true })
  })
})

describe("management API entries", () => {
  const document = real.managementApi
  const [setSecret] = operations(document)
  const requestSchema = setSecret.operation.requestBody!.content["application/json"].schema!
  const responseSchema = setSecret.operation.responses["200"].content!["application/json"].schema!

  it("a request body property: required as the schema says, its maxLength in characters", () => {
    expect(schemaEntries(document, requestSchema, "request")).toEqual([
      {
        name: "value",
        type: "string (password)",
        required: true,
        limit: "at most 65,536 characters",
        description: expect.stringMatching(/^The secret value, at most 64 KB\. Pipe it in from an environment variable/),
      },
    ])
    const fixture = {
      type: "object",
      required: ["value"],
      properties: { value: { type: "string", description: "The value." }, note: { type: "string", maxLength: 200, description: "Why it changed." } },
    }
    expect(schemaEntries(document, fixture, "request")).toEqual([
      { name: "value", type: "string", required: true, description: "The value." },
      { name: "note", type: "string", required: false, limit: "at most 200 characters", description: "Why it changed." },
    ])
  })

  it("a response property is neither required nor optional", () => {
    const entries = schemaEntries(document, responseSchema, "response")
    expect(entries.map((entry) => entry.name)).toEqual(["vault", "secret", "version", "updatedAt"])
    expect(entries.every((entry) => entry.required === undefined)).toBe(true)
    expect(byName(entries, "version")).toEqual({ name: "version", type: "integer", description: "The new version number, raised by every value set." })
    expect(byName(entries, "updatedAt").type).toBe("string (date-time)")
  })

  it("a parameter says where it goes first", () => {
    expect(setSecret.parameters.map(parameterEntry)).toEqual([
      expect.objectContaining({ name: "workspaceId", required: true, description: "In the path. The workspace ID." }),
      { name: "vault", type: "string", required: true, description: "In the path. The vault, a Secret Manager namespace." },
      { name: "secret", type: "string", required: true, description: "In the path. The secret's name, as declared in the configuration." },
    ])
    expect(parameterEntry({ name: "cursor", in: "query", description: "Where to start.", schema: { type: "string", maxLength: 1000 } })).toEqual({
      name: "cursor",
      type: "string",
      required: false,
      limit: "at most 1,000 characters",
      description: "In the query string. Where to start.",
    })
  })
})

describe("error entries", () => {
  it("lists the details a code adds as extensions.<name>", () => {
    const validation = real.errors.codes.find((entry) => entry.code === "VALIDATION_FAILED")!
    const entries = extensionEntries(validation)
    expect(entries.map((entry) => entry.name)).toEqual(["extensions.reason", "extensions.field", "extensions.constraint", "extensions.index", "extensions.step"])
    expect(entries[0]).toEqual({
      name: "extensions.reason",
      description: "`UNIQUE_VIOLATION` for a duplicate unique value, `VERSION_CONFLICT` when `expectedVersion` doesn't match; absent for every other validation error.",
    })
    expect(entries.every((entry) => entry.type === undefined && entry.required === undefined)).toBe(true)
  })

  it("lists none for a code without extensions", () => {
    const plain = real.errors.codes.find((entry) => !entry.extensions?.length)!
    expect(extensionEntries(plain)).toEqual([])
  })
})

describe("entryMdx", () => {
  it("writes the props in one order, whatever the order of the record's keys", () => {
    const entry: ReferenceEntry = {
      description: "Page size.",
      deprecated: true,
      change: "replace",
      limit: "at most 1,000",
      default: "100",
      required: false,
      typeHref: "/reference/api-references/graphql/scalars#int",
      type: "Int",
      name: "first",
    }
    expect(entryMdx(entry)).toBe(
      '<Property name="first" type="Int" typeHref="/reference/api-references/graphql/scalars#int" required="false" default="100" limit="at most 1,000" ' +
        'change="replace" deprecated="true">\n\nPage size.\n\n</Property>',
    )
  })

  it("leaves out what the record leaves out, and deprecated when false; writes required when false", () => {
    expect(entryMdx({ name: "url", description: "Where it is." })).toBe('<Property name="url">\n\nWhere it is.\n\n</Property>')
    expect(entryMdx({ name: "url", type: "string", required: undefined, default: undefined, deprecated: false, description: "Where it is." })).toBe(
      '<Property name="url" type="string">\n\nWhere it is.\n\n</Property>',
    )
    expect(entryMdx({ name: "note", required: false, description: "Why." })).toBe('<Property name="note" required="false">\n\nWhy.\n\n</Property>')
  })

  it("writes a value holding double quotes in single quotes, and one holding both with its double quotes made single", () => {
    expect(entryMdx({ name: "order", default: '[{field: "name", direction: ASC}]', description: "" })).toBe(`<Property name="order" default='[{field: "name", direction: ASC}]'></Property>`)
    expect(entryMdx({ name: "greeting", default: `"it's"`, description: "" })).toBe(`<Property name="greeting" default="'it's'"></Property>`)
    expect(entryMdx({ name: "text", default: "one\n  two", description: "" })).toBe('<Property name="text" default="one two"></Property>')
  })

  it("writes an empty description as an empty element, and trims one", () => {
    expect(entryMdx({ name: "first", type: "Int", description: "" })).toBe('<Property name="first" type="Int"></Property>')
    expect(entryMdx({ name: "first", type: "Int", description: " \n " })).toBe('<Property name="first" type="Int"></Property>')
    expect(entryMdx({ name: "first", description: "\nPage size.\n" })).toBe('<Property name="first">\n\nPage size.\n\n</Property>')
  })

  it("wraps entries in one Properties element, which compiles and shows a single-quoted default as written", () => {
    const entries: ReferenceEntry[] = [
      { name: "order", type: "[Sort!]", required: false, default: '[{field: "name", direction: ASC}]', description: "Sort keys." },
      { name: "id", type: "ID!", required: true, description: "" },
    ]
    const list = entryList(entries)
    expect(list).toBe(`<Properties>\n\n${entryMdx(entries[0])}\n\n${entryMdx(entries[1])}\n\n</Properties>`)
    expect(() => compileMdx(list, "generated.mdx")).not.toThrow()
    const { container } = renderMdx(list)
    expect([...container.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(['order[Sort!]optionaldefault [{field: "name", direction: ASC}]', "idID!required"])
  })
})
