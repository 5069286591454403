import { CHANGE_LABELS, CHANGE_RULE, valuesSentence } from "./attributeMarks"
import { cell, code, fence } from "./mdxText"
import { entryList, type ReferenceEntry } from "./referenceEntries"
import type { ReferencePage } from "./pageModel"
import { terraformExample } from "./resourceExamples"
import { cueCounterpart, exampleIntro, importSentence, titleInSentence } from "./resourceSentences"
import { inView, nestedAttributes, terraformResources, type TerraformResource } from "./resourceViews"
import { TIMEOUT_OPERATIONS, type Resource, type ResourceAttribute } from "./sources"
import { viewText } from "./viewText"

export const TERRAFORM_ROUTE = "/reference/terraform-provider"

export const terraformResourceRoute = (page: string) => `${TERRAFORM_ROUTE}/resources/${page}`

/** The resource's example as a Terraform block (resources.yaml's `example`, which resourceChecks requires of every Terraform resource). */
export function exampleBlock(entry: TerraformResource, resources: Resource[]): string {
  const block = terraformExample(entry.resource, resources)
  if (!block) throw new Error(`content/schema/resources.yaml: ${entry.resource.name} has no example`)
  return block
}

/** A description as the Terraform pages show it: attribute names in snake_case, the values it may take, and what happens without it. */
export function terraformDescription(attribute: ResourceAttribute): string {
  const without = attribute.without ? `**Without it:** ${viewText(attribute.without, "terraform")}` : ""
  return cell([viewText(attribute.description, "terraform"), valuesSentence(attribute), without].filter(Boolean).join(" "))
}

function argumentEntry(attribute: ResourceAttribute, path: string): ReferenceEntry {
  return {
    name: path,
    type: attribute.type,
    required: Boolean(attribute.required),
    default: attribute.default,
    change: attribute.change,
    deprecated: attribute.deprecated,
    description: terraformDescription(attribute),
  }
}

/** Arguments with their nested arguments after each, as entries; nested paths written with dots (`settings.bulk_upsert`). */
export function terraformArgumentEntries(attributes: ResourceAttribute[], resources: Resource[], prefix = "", depth = 0): ReferenceEntry[] {
  return attributes.flatMap((attribute) => {
    const path = `${prefix}${attribute.name}`
    const nested = /object/.test(attribute.type) && depth < 4 ? nestedAttributes(attribute, resources, "terraform") : []
    const inner = attribute.type === "map(object)" ? `${path}.<key>.` : attribute.type === "list(object)" ? `${path}[*].` : `${path}.`
    // A resource that holds itself (nested StrataDB fields) is described once.
    const recursive = attribute.resource && prefix.includes(`${attribute.name}.`)
    return [argumentEntry(attribute, path), ...(recursive ? [] : terraformArgumentEntries(nested, resources, inner, depth + 1))]
  })
}

/** The attributes Strata computes, as entries: nothing to write, so neither required nor optional. */
export function terraformAttributeEntries(computed: ResourceAttribute[]): ReferenceEntry[] {
  return computed.map((attribute) => ({ name: attribute.name, type: attribute.type, description: terraformDescription(attribute) }))
}

const inlineItem = (item: Resource) => `the ${titleInSentence(item.title)} (\`${item.terraform.inline!.split(".")[1]}\`)`

/** What the reference pages' sample values are: the ID of the running example's workspace (samples.yaml). */
export interface TerraformSamples {
  workspaceId: string
}

/** One part of an import ID: its placeholder, the argument it is, and the running example's value. */
export interface ImportPart {
  placeholder: string
  attribute?: ResourceAttribute
  value: string
}

/** The parts of a resource's import ID (`<workspace-id>/<namespace>`), each matched to its argument and the example's value. */
export function importParts(resource: Resource, samples: TerraformSamples): ImportPart[] {
  const values = (resource.example?.values ?? {}) as Record<string, unknown>
  return (resource.terraform.import ?? "").split("/").map((part) => {
    const placeholder = part.replace(/^<|>$/g, "")
    const name = placeholder === "workspace-id" ? "workspace_id" : placeholder.endsWith("-name") ? "name" : placeholder === "vault" ? "namespace" : placeholder.replace(/-/g, "_")
    const attribute = resource.attributes.find((candidate) => candidate.name === name)
    const value = name === "workspace_id" ? samples.workspaceId : values[name]
    if (typeof value !== "string") throw new Error(`content/schema/resources.yaml: ${resource.name}'s import ID part ${part} has no value in its example (${name})`)
    return { placeholder: part, attribute, value }
  })
}

/** The import ID with the running example's values: `7d3a91c2-…/inventory-jobs`. */
export const sampleImportId = (resource: Resource, samples: TerraformSamples) => importParts(resource, samples).map((part) => part.value).join("/")

/** The `id` every Terraform resource exports, when resources.yaml doesn't declare its own: the import ID. */
function idAttribute(resource: Resource, samples: TerraformSamples): ResourceAttribute {
  return {
    name: "id",
    type: "string",
    computed: true,
    description: `The import ID, ${code(resource.terraform.import ?? "")}: ${code(sampleImportId(resource, samples))} in the example.`,
  }
}

/** A description's first word in a sentence: "Namespace name" → "namespace name"; names of services keep their capital. */
const inSentence = (text: string) => text.replace(/^([A-Z][a-z]+)\b/, (word) => (["Auth", "Pipelines", "Executors", "Functions", "Stateflow", "Secret"].includes(word) ? word : word.toLowerCase()))

function importSection(resource: Resource, type: string, samples: TerraformSamples): string {
  if (!resource.terraform.import) return "This resource can't be imported."
  const label = resource.example?.terraform ?? "this"
  const parts = importParts(resource, samples).map(({ placeholder, attribute, value }) => {
    const what = placeholder === "<workspace-id>"
      ? "the workspace's ID"
      : `the ${code(attribute?.name ?? placeholder)} argument${attribute ? ` (${inSentence(viewText(attribute.description, "terraform").split(/(?<=\.)\s/)[0].replace(/\.$/, ""))})` : ""}`
    return `- ${code(value)} is ${code(placeholder)}, ${cell(what)}.`
  })
  return [
    importSentence(resource),
    fence("bash", `terraform import ${type}.${label} "${sampleImportId(resource, samples)}"`),
    parts.join("\n"),
  ].join("\n\n")
}

function destroySection(resource: Resource): string[] {
  if (!resource.destroy) return []
  // The mark the argument entries use for a change that deletes data, beside the sentence that says what.
  const mark = resource.destroy.deletes_data ? `<Badge kind="deletes-data" /> ` : ""
  return ["## Destroy", `${mark}${cell(viewText(resource.destroy.description, "terraform"))}`]
}

function timeoutsSection(resource: Resource, type: string): string[] {
  const timeouts = resource.timeouts
  const operations = TIMEOUT_OPERATIONS.filter((operation) => timeouts?.[operation])
  if (!timeouts || operations.length === 0) return []
  const block = [`resource "${type}" "${resource.example?.terraform ?? "this"}" {`, "  # …", "  timeouts {", ...operations.map((operation) => `    ${operation} = "${timeouts[operation]}"`), "  }", "}"]
  return [
    "## Timeouts",
    `${timeouts.description ? `${cell(viewText(timeouts.description, "terraform"))} ` : ""}A \`timeouts\` block changes how long Terraform waits for ` +
      `${operations.length === 1 ? "this operation" : "each operation"}; the defaults are shown.`,
    fence("hcl", block.join("\n"), `nocheck="the timeouts block alone, not a whole resource"`),
  ]
}

function resourcePage(entry: TerraformResource, resources: Resource[], samples: TerraformSamples): ReferencePage {
  const { resource, type } = entry
  const args = resource.attributes.filter((attribute) => inView(attribute, "terraform") && !attribute.computed)
  const declared = resource.attributes.filter((attribute) => inView(attribute, "terraform") && attribute.computed)
  const computed = declared.some((attribute) => attribute.name === "id") || !resource.terraform.import ? declared : [idAttribute(resource, samples), ...declared]
  const counterpart = cueCounterpart(resource, resources)
  const inline = resources.filter((other) => other.terraform.inline?.startsWith(`${type}.`))
  const body = [
    ...(resource.deprecated ? [`<Callout kind="deprecated">\n\n${cell(viewText(resource.description, "terraform"))} See the [service lifecycle ` +
      `policy](/reference/service-lifecycle-policy) for what deprecation means.\n\n</Callout>`] : []),
    `The \`${type}\` resource manages ${cell(viewText(resource.description, "terraform").replace(/^(An?|The) /, (word) => word.toLowerCase()))}` +
      `${counterpart ? ` ${counterpart}` : ""}`,
    "## Example usage",
    exampleIntro(resource, terraformResourceRoute("workspace")),
    fence("hcl", exampleBlock(entry, resources), `title="${entry.page}.tf"`),
    "## Argument reference",
    entryList(terraformArgumentEntries(args, resources)),
    ...(inline.length
      ? [`Written inline, with no resource of their own: ${inline.map(inlineItem).join(", ")}; their arguments are the nested entries above.`]
      : []),
    "## Attribute reference",
    entryList(terraformAttributeEntries(computed)),
    ...destroySection(resource),
    ...timeoutsSection(resource, type),
    "## Import",
    importSection(resource, type, samples),
  ]
  return {
    route: terraformResourceRoute(entry.page),
    title: `${type} resource`,
    description: `Arguments, exported attributes, an example and the import ID of the ${type} Terraform resource (${resource.title}).`,
    body: body.join("\n\n"),
    source: "resources",
  }
}

const PROVIDER_BLOCK = [
  "terraform {",
  "  required_providers {",
  "    strata = {",
  '      source  = "strata/strata"',
  '      version = "~> 1.4"',
  "    }",
  "  }",
  "}",
  "",
  'provider "strata" {}',
].join("\n")

const resourceRow = (entry: TerraformResource) =>
  `| [${code(entry.type)}](${terraformResourceRoute(entry.page)}) | ${cell(viewText(entry.resource.description, "terraform"))} |`

function overview(entries: TerraformResource[]): ReferencePage {
  const body = `Declare the provider once per project, then write one block per resource; each resource's page starts from the Inventory ` +
    `Management System's block. The [CUE SDK reference](/reference/cue-sdk) describes the same resources for manifests, with the same arguments in ` +
    `camelCase.

## Set up the provider

Declare the provider with the source \`strata/strata\` and the version constraint \`~> 1.4\`. The provider reuses the \`stratactl\` login of the \`default\` ` +
  `profile; set \`profile\` to use another profile, or \`STRATA_ACCESS_TOKEN\` to authenticate with a personal access token in CI.

${fence("hcl", PROVIDER_BLOCK, 'title="main.tf"')}

## How resources are named

A resource named \`strata_<service>\` is always a namespace of that service, such as \`strata_stratadb\` or \`strata_auth\`. Items inside a namespace are ` +
  `\`strata_<service>_<item>\`, such as \`strata_stratadb_type\`, or are written inline in the namespace resource: executors and functions are maps keyed by ` +
  `name in \`strata_executor\` and \`strata_function\`, and the identity provider and clients of an Auth namespace are arguments of \`strata_auth\`. Each ` +
  `resource's page is named after the resource without the \`strata_\` prefix, as in the Terraform Registry.

## Read a resource page

Arguments are what you write in the resource block. A required argument must be set; an optional one takes its default when you leave it out, and ` +
  `an optional argument that matters for security says what happens without it. Nested arguments are written with a dot after their parent ` +
  `(\`parent.child\`); \`<key>\` stands for a key of a map you choose, such as a field or executor name, and \`[*]\` for every item of a list. ` +
  `${CHANGE_RULE} \`terraform plan\` shows what will change before anything does, and marks a replacement \`must be replaced\`.

Attributes are what the resource exports for other resources and outputs to read, as \`<resource type>.<label>.<attribute>\`, such as ` +
  `\`strata_workspace.inventory.id\`; every argument can be read the same way. Every resource exports \`id\`, the ID it has in Terraform's state.

Destroy says what \`terraform destroy\`, or removing the block, deletes. A resource marked ${CHANGE_LABELS["deletes-data"]} there holds data that ` +
  `applying the configuration again can't bring back; protect it with \`lifecycle { prevent_destroy = true }\`.

To import a resource that exists already, write its block first, then run \`terraform import\` with the ID its page shows, then \`terraform plan\`, ` +
  `which shows no change once the block and the resource agree. The [Terraform import reference](/reference/terraform-import) walks through an import ` +
  `of the quickstart's resources.

## Resources

| Resource | What it manages |
| --- | --- |
${entries.map(resourceRow).join("\n")}

Secret values are never arguments: declare a secret with \`strata_secret\`, then set its value in the Console or with the [management ` +
  `API](/reference/api-references/management-api).`
  return {
    route: TERRAFORM_ROUTE,
    title: "Terraform provider reference",
    description: "Every resource of the Strata Terraform provider, with its arguments, exported attributes, an example and its import ID.",
    body,
    source: "resources",
  }
}

/** The provider's overview and one page per resource. */
export function terraformPages(resources: Resource[], samples: TerraformSamples): ReferencePage[] {
  const entries = terraformResources(resources)
  return [overview(entries), ...entries.map((entry) => resourcePage(entry, resources, samples))]
}
