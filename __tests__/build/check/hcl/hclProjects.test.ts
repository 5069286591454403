import type { CodeBlock } from "../../../../src/build/check/shared/codeBlocks"
import { checkHclProjects } from "../../../../src/build/check/hcl/hclProjects"
import { parseHclExamples } from "../../../../src/build/check/tools/hclDocument"
import { expressionReferences, templateReferences } from "../../../../src/build/check/tools/hclReferences"
import type { Resource } from "../../../../src/reference/sources"

// Fixture pages: the base template's step pages, a tutorial of two pages in navigation order, and guides.
const BASE = "content/docs/tutorials/base-template/terraform/step-01.mdx"
const BASE_LATER = "content/docs/tutorials/base-template/terraform/step-02.mdx"
const TUTORIAL_FIRST = "content/docs/tutorials/manage-data-schema/data-schema-basics.mdx"
const TUTORIAL_LATER = "content/docs/tutorials/manage-data-schema/create-data-schema.mdx"
const GUIDE = "content/docs/guides/pipeline.mdx"
const OTHER_GUIDE = "content/docs/guides/secretmanager.mdx"
const ORDER = ["/tutorials/manage-data-schema/data-schema-basics", "/tutorials/manage-data-schema/create-data-schema"]

const WORKSPACE = 'resource "strata_workspace" "inventory" {\n  name   = var.workspace_name\n  region = "us-west"\n}'
const VARIABLE = 'variable "workspace_name" {\n  type = string\n}'

// A namespace resource with its running-example label, and an item resource (its namespace refers to another).
const RESOURCES = [
  {
    name: "executor_namespace",
    terraform: { resource: "strata_executor" },
    attributes: [{ name: "namespace", type: "string" }],
    example: { terraform: "inventory", values: { namespace: "inventory-jobs" } },
  },
  {
    name: "stratadb_type",
    terraform: { resource: "strata_stratadb_type" },
    attributes: [{ name: "namespace", type: "string", refers: "stratadb_namespace" }, { name: "name", type: "string" }],
  },
] as unknown as Resource[]

const block = (file: string, value: string, nocheck?: string): CodeBlock => ({ file, lang: "hcl", value, line: 10, ...(nocheck ? { nocheck } : {}) })

function check(blocks: CodeBlock[]) {
  return checkHclProjects(blocks, parseHclExamples(blocks.map((item) => item.value)), RESOURCES, ORDER)
}

describe("Terraform references resolve in their project", () => {
  it.each([
    [
      "an undeclared variable",
      [block(GUIDE, 'resource "strata_pipeline" "inventory" {\n  namespace = var.pipeline_namespace\n}')],
      /^content\/docs\/guides\/pipeline\.mdx:11 Terraform: var\.pipeline_namespace is not declared in this page or the base template's configuration.*: declare variable "pipeline_namespace"$/,
    ],
    [
      "an undeclared local",
      [block(GUIDE, 'locals {\n  staff = "x"\n}\n\nresource "strata_pipeline" "inventory" {\n  condition = local.stafff\n}')],
      /^content\/docs\/guides\/pipeline\.mdx:15 Terraform: local\.stafff is not declared in .*: did you mean local\.staff\? Or declare "stafff" in a locals block$/,
    ],
    [
      "an unknown resource label, with the label that exists",
      [block(BASE, `${VARIABLE}\n\n${WORKSPACE}`), block(GUIDE, 'resource "strata_executor" "inventory" {\n  workspace_id = strata_workspace.jobs.id\n}')],
      /^content\/docs\/guides\/pipeline\.mdx:11 Terraform: strata_workspace\.jobs is not declared in .*: did you mean strata_workspace\.inventory\? Or declare resource "strata_workspace" "jobs"$/,
    ],
    [
      "var.workspace_id, which nothing declares, names the running example's workspace",
      [block(BASE, `${VARIABLE}\n\n${WORKSPACE}`), block(GUIDE, 'resource "strata_executor" "inventory" {\n  workspace_id = var.workspace_id\n}')],
      /^content\/docs\/guides\/pipeline\.mdx:11 Terraform: var\.workspace_id is not declared .*: did you mean strata_workspace\.inventory\.id\? Or declare variable "workspace_id"$/,
    ],
    [
      "a tutorial's earlier page using what a later page declares",
      [block(TUTORIAL_FIRST, 'output "id" {\n  value = strata_stratadb.inventory.namespace\n}'), block(TUTORIAL_LATER, 'resource "strata_stratadb" "inventory" {\n  namespace = "inventory"\n}')],
      /^content\/docs\/tutorials\/manage-data-schema\/data-schema-basics\.mdx:11 Terraform: strata_stratadb\.inventory is not declared in this page or the pages before it of the tutorials' main\.tf \(content\/docs\/tutorials\/manage-data-schema\/create-data-schema\.mdx:10 declares it, on a later page\)/,
    ],
    [
      "a guide using what another guide declares (two projects)",
      [block(OTHER_GUIDE, 'resource "strata_secret_manager" "inventory" {\n  namespace = "inventory-secrets"\n}'), block(GUIDE, 'output "vault" {\n  value = strata_secret_manager.inventory.namespace\n}')],
      /^content\/docs\/guides\/pipeline\.mdx:11 Terraform: strata_secret_manager\.inventory is not declared .* \(content\/docs\/guides\/secretmanager\.mdx:10 declares it, in another project\): declare resource "strata_secret_manager" "inventory"$/,
    ],
    [
      "a tutorial page using what the base template declares (two projects)",
      [block(BASE, `${VARIABLE}\n\n${WORKSPACE}`), block(TUTORIAL_FIRST, 'resource "strata_stratadb" "inventory" {\n  workspace_id = strata_workspace.inventory.id\n}')],
      /^content\/docs\/tutorials\/manage-data-schema\/data-schema-basics\.mdx:11 Terraform: strata_workspace\.inventory is not declared .*in another project/,
    ],
  ])("%s fails with file:line", (_name, blocks, message) => {
    expect(check(blocks).problems).toEqual([expect.stringMatching(message)])
  })

  it.each([
    ["a tutorial's later page using what an earlier page declares", [block(TUTORIAL_FIRST, 'resource "strata_stratadb" "inventory" {\n  namespace = "inventory"\n}'), block(TUTORIAL_LATER, 'output "id" {\n  value = strata_stratadb.inventory.namespace\n}')]],
    ["a base template page using what a later step shows (the template exists whole)", [block(BASE, 'output "id" {\n  value = strata_workspace.inventory.id\n}'), block(BASE_LATER, `${VARIABLE}\n\n${WORKSPACE}`)]],
    ["a guide building on the base template", [block(BASE, `${VARIABLE}\n\n${WORKSPACE}`), block(GUIDE, 'resource "strata_executor" "inventory" {\n  workspace_id = strata_workspace.inventory.id\n}')]],
    ["a page using what its own later block declares", [block(GUIDE, 'output "id" {\n  value = local.staff\n}'), block(GUIDE, 'locals {\n  staff = "x"\n}')]],
    ["a block marked nocheck", [block(GUIDE, 'output "id" {\n  value = var.nothing\n}', "a fragment")]],
  ])("%s passes", (_name, blocks) => {
    expect(check(blocks).problems).toEqual([])
  })

  it("counts the blocks read, their projects and the references resolved", () => {
    const result = check([
      block(BASE, `${VARIABLE}\n\n${WORKSPACE}`),
      block(TUTORIAL_FIRST, 'resource "strata_stratadb" "inventory" {\n  namespace = "inventory"\n}'),
      block(TUTORIAL_LATER, 'output "id" {\n  value = strata_stratadb.inventory.namespace\n}'),
      block(GUIDE, 'output "id" {\n  value = "${strata_workspace.inventory.id}/${var.workspace_name}"\n}'),
      block(GUIDE, 'output "skipped" {\n  value = var.nothing\n}', "a fragment"),
    ])
    expect(result).toEqual({ problems: [], blocks: 4, projects: 3, references: 4 })
  })
})

describe("one label per resource of the running example", () => {
  it.each([
    [
      "a namespace resource under another label",
      'resource "strata_executor" "jobs" {\n  namespace = "inventory-jobs"\n}',
      /^content\/docs\/guides\/pipeline\.mdx:10 Terraform: strata_executor\.jobs: the running example's strata_executor is labeled "inventory" on every page \(content\/schema\/resources\.yaml\): write resource "strata_executor" "inventory"/,
    ],
    [
      "an item not labeled with its name in snake_case",
      'resource "strata_stratadb_type" "stock" {\n  namespace = "inventory"\n  name      = "InventoryCount"\n}',
      /^content\/docs\/guides\/pipeline\.mdx:10 Terraform: strata_stratadb_type\.stock is labeled with its name in snake_case on every page: write resource "strata_stratadb_type" "inventory_count" \(name "InventoryCount"\)$/,
    ],
  ])("%s fails, naming the label to use", (_name, value, message) => {
    expect(check([block(GUIDE, value)]).problems).toEqual([expect.stringMatching(message)])
  })

  it.each([
    ["the running example's label", 'resource "strata_executor" "inventory" {\n  namespace = "inventory-jobs"\n}'],
    ["another instance, which names another namespace", 'resource "strata_executor" "archive" {\n  namespace = "archive-jobs"\n}'],
    ["an item labeled with its name", 'resource "strata_stratadb_type" "receive_stock" {\n  name = "receiveStock"\n}'],
  ])("%s passes", (_name, value) => {
    expect(check([block(GUIDE, value)]).problems).toEqual([])
  })
})

describe("references read from expression and template text", () => {
  it.each([
    ["a resource attribute", "strata_auth.inventory.issuer_url", ["strata_auth.inventory"]],
    ["a data source and a module", "data.strata_thing.main.id + module.net.out", ["data.strata_thing.main", "module.net"]],
    ["inside a call, past comments and strings", 'jsonencode({\n  # strata_a.b\n  a = "data.x.y"\n  b = local.staff\n})', ["local.staff"]],
    ["names a for binds", "[for step_def in var.steps : step_def.name]", ["var.steps"]],
    ["Terraform's own names", "path.module == terraform.workspace ? count.index : each.key", []],
    ["a template inside a string", '"x-${var.region}"', ["var.region"]],
  ])("%s", (_name, text, addresses) => {
    expect(expressionReferences(text).map((reference) => reference.address)).toEqual(addresses)
  })

  it("a template's interpolations and directives, not its escapes or text, with their lines", () => {
    const references = templateReferences("data.record.status is\n$${var.escaped} ${var.shown}\n%{ if local.flag }yes%{ endif }")
    expect(references.map(({ address, lineOffset }) => [address, lineOffset])).toEqual([["var.shown", 1], ["local.flag", 2]])
  })

  it("a dynamic block's iterator is not a reference", () => {
    const value = 'resource "strata_x" "y" {\n  dynamic "auth_rule" {\n    for_each = var.rules\n    content {\n      name = auth_rule.value.name\n    }\n  }\n}'
    const result = check([block(GUIDE, `variable "rules" {}\n\n${value}`)])
    expect(result.problems).toEqual([])
    expect(result.references).toBe(1)
  })
})
