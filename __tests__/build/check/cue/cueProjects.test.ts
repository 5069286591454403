import type { CodeBlock } from "../../../../src/build/check/shared/codeBlocks"
import { checkCueExamples, type CueExampleCheck } from "../../../../src/build/check/cue/cueExamples"
import { cueScopes } from "../../../../src/build/check/cue/cueProjects"
import type { Resource } from "../../../../src/reference/sources"

// CUE resolves as a project: fixture pages of the base template's CUE files, a tutorial of two pages in navigation
// order, and guides, vetted by the CUE evaluator against a small SDK (a namespace of types).
const BASE_OVERVIEW = "content/docs/tutorials/base-template/cue/overview.mdx"
const BASE_DATA = "content/docs/tutorials/base-template/cue/manage-data.mdx"
const BASE_AUTH = "content/docs/tutorials/base-template/cue/setup-auth.mdx"
const BASE_PIPELINE = "content/docs/tutorials/base-template/cue/add-pipeline.mdx"
const TUTORIAL_FIRST = "content/docs/tutorials/manage-data-schema/data-schema-basics.mdx"
const TUTORIAL_LATER = "content/docs/tutorials/manage-data-schema/create-data-schema.mdx"
const GUIDE = "content/docs/guides/seeding.mdx"
const GUIDE_DECLARING = "content/docs/guides/stratadb/overview.mdx"
const GUIDE_MISSING = "content/docs/guides/pipeline.mdx"
const GUIDE_TYPO = "content/docs/guides/stratadb/hooks.mdx"
const GUIDE_NOCHECK = "content/docs/guides/stratadb/indexes.mdx"
const ORDER = [
  "/tutorials/base-template/cue/overview",
  "/tutorials/base-template/cue/manage-data",
  "/tutorials/base-template/cue/setup-auth",
  "/tutorials/base-template/cue/add-pipeline",
  "/tutorials/manage-data-schema/data-schema-basics",
  "/tutorials/manage-data-schema/create-data-schema",
]

const resources: Resource[] = [
  {
    name: "stratadb_namespace",
    title: "Namespace",
    description: "A namespace.",
    terraform: { resource: "strata_stratadb" },
    cue: { package: "stratadb", definition: "Namespace" },
    attributes: [
      { name: "namespace", type: "string", required: true, description: "Name." },
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
      { name: "name", type: "string", required: true, description: "Name." },
      { name: "fields", type: "map(object)", resource: "stratadb_field", description: "Fields." },
      {
        name: "permissions",
        type: "list(object)",
        description: "Rules.",
        attributes: [
          { name: "actions", type: "list(string)", required: true, description: "Actions." },
          { name: "condition", type: "string", required: true, description: "CEL." },
        ],
      },
    ],
  },
  {
    name: "stratadb_field",
    title: "Field",
    description: "A field.",
    terraform: { inline: "strata_stratadb_type.fields" },
    cue: { package: "stratadb", definition: "Field" },
    attributes: [{ name: "type", type: "string", required: true, description: "Type." }],
  },
]

const block = (file: string, value: string, nocheck?: string): CodeBlock => ({ file, lang: "cue", value, line: 10, ...(nocheck ? { nocheck } : {}) })
const type = (name: string, extra = "") => `#${name}: stratadb.#Type & {\n\tname: "${name}"\n\tfields: id: type: "uuid"${extra}\n}`
const namespace = (types: string) => `stratadb.#Namespace & {\n\tnamespace: "inventory"\n\ttypes: [${types}]\n}`

const blocks = [
  block(BASE_OVERVIEW, `package strata\n\nimport "example.com/inventory/schema"\n\n${namespace("schema.#Product, schema.#Inventory")}`),
  block(BASE_DATA, `package schema\n\nimport "strata.dev/sdk/cue/stratadb"\n\n${type("Product")}`),
  block(BASE_AUTH, `_staffRead: {actions: ["read"], condition: "true"}`),
  block(BASE_PIPELINE, type("Order", "\n\tpermissions: [_staffRead]")),
  block(TUTORIAL_FIRST, `${type("Supplier")}\n\n${namespace("#Supplier, #Shipment")}`),
  block(TUTORIAL_LATER, `${type("Shipment")}\n\n${namespace("#Supplier, #Shipment")}`),
  block(GUIDE, namespace("#Product")),
  block(GUIDE_DECLARING, type("Category")),
  block(GUIDE_MISSING, namespace("#Category")),
  block(GUIDE_TYPO, namespace("#Prodcut")),
  block(GUIDE_NOCHECK, namespace("#Nothing"), "shows a name of your own"),
]

let result: CueExampleCheck
beforeAll(() => {
  result = checkCueExamples(blocks, resources, ORDER)
}, 120_000)

const problemsOf = (file: string) => result.problems.filter((problem) => problem.startsWith(`${file}:`))

describe("CUE names resolve in their project", () => {
  it.each([
    ["a guide uses a definition of the base template's CUE files", GUIDE],
    ["a tutorial's page uses a definition of an earlier page", TUTORIAL_LATER],
    ["a base template page uses a hidden field another page of the template declares", BASE_PIPELINE],
    ["a block marked nocheck is not read", GUIDE_NOCHECK],
  ])("%s: no problem", (_, file) => {
    expect(problemsOf(file)).toEqual([])
  })

  it.each([
    [
      "a definition only another guide declares fails, naming where it is declared",
      GUIDE_MISSING,
      `${GUIDE_MISSING}:12 CUE: #Category is not declared in this page or the base template's CUE files, which every page outside a tutorial builds on (${GUIDE_DECLARING}:10 declares it, in another project): declare #Category: …`,
    ],
    [
      "a misspelled definition fails with the one that exists",
      GUIDE_TYPO,
      `${GUIDE_TYPO}:12 CUE: #Prodcut is not declared in this page or the base template's CUE files, which every page outside a tutorial builds on: did you mean #Product? Or declare #Prodcut: …`,
    ],
    [
      "a tutorial's page can't use what a later page declares",
      TUTORIAL_FIRST,
      `${TUTORIAL_FIRST}:17 CUE: #Shipment is not declared in this page or the pages before it of the tutorials' CUE manifest (${TUTORIAL_LATER}:10 declares it, on a later page): declare #Shipment: …`,
    ],
    [
      "a selection from the running example's own package needs its definition in the project (schema.#Product, on a later page of the template, resolves: the template exists whole)",
      BASE_OVERVIEW,
      `${BASE_OVERVIEW}:16 CUE: schema.#Inventory is not declared in the base template's CUE files: declare #Inventory: … in package schema`,
    ],
  ])("%s", (_, file, problem) => {
    expect(problemsOf(file)).toEqual([problem])
  })

  it("counts the names resolved, the blocks read and their projects", () => {
    expect(result.projects).toEqual({ references: 4, blocks: 10, projects: 6 })
  })
})

describe("which blocks a CUE block sees", () => {
  const scopes = cueScopes(
    blocks.filter((item) => item.nocheck === undefined),
    ORDER,
  )
  const seen = (file: string) => scopes.get(blocks.find((item) => item.file === file)!)!.sources.map((item) => item.file)

  it.each([
    ["a guide: the base template's files, never another guide", GUIDE, [BASE_OVERVIEW, BASE_DATA, BASE_AUTH, BASE_PIPELINE]],
    ["a tutorial's later page: the earlier pages, nearest first", TUTORIAL_LATER, [TUTORIAL_FIRST]],
    ["a tutorial's first page: none of the later ones", TUTORIAL_FIRST, []],
    ["a base template page: every other page of the template", BASE_OVERVIEW, [BASE_DATA, BASE_AUTH, BASE_PIPELINE]],
  ])("%s", (_, file, files) => {
    expect(seen(file)).toEqual(files)
  })
})
