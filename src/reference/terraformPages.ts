import { cell, code, fence, table } from "./mdxText"
import type { ReferencePage } from "./pageModel"
import { inView, nestedAttributes, terraformResources, type TerraformResource } from "./resourceViews"
import type { Resource, ResourceAttribute } from "./sources"

export const TERRAFORM_ROUTE = "/reference/terraform-provider"

export const terraformResourceRoute = (page: string) => `${TERRAFORM_ROUTE}/resources/${page}`

const SAMPLE_VALUES: Record<string, string> = {
  workspace_id: "strata_workspace.inventory.id",
  namespace: '"inventory"',
  name: '"inventory"',
  region: '"us-west"',
}

function sampleValue(attribute: ResourceAttribute, resources: Resource[]): string {
  if (SAMPLE_VALUES[attribute.name]) return SAMPLE_VALUES[attribute.name]
  if (attribute.default !== undefined) return attribute.type === "string" ? JSON.stringify(attribute.default) : attribute.default
  switch (attribute.type) {
    case "bool":
      return "true"
    case "number":
      return "1"
    case "list(string)":
      return "[]"
    case "map(string)":
    case "any":
      return "{}"
    case "object": {
      const nested = nestedAttributes(attribute, resources, "terraform").filter((item) => item.required)
      return `{ ${nested.map((item) => `${item.name} = ${sampleValue(item, resources)}`).join(", ")} }`
    }
    case "list(object)":
      return `[${sampleValue({ ...attribute, type: "object" }, resources)}]`
    case "map(object)":
      return `{ example = ${sampleValue({ ...attribute, type: "object" }, resources)} }`
    case "list(any)":
      return "[]"
    default:
      return `"${attribute.name.replace(/_/g, "-")}"`
  }
}

/** The smallest valid block of a resource: its required arguments, with sample values. */
export function exampleBlock(entry: TerraformResource, resources: Resource[]): string {
  const required = entry.resource.attributes.filter((attribute) => inView(attribute, "terraform") && attribute.required && !attribute.computed)
  const width = Math.max(...required.map((attribute) => attribute.name.length))
  const lines = required.map((attribute) => `  ${attribute.name.padEnd(width)} = ${sampleValue(attribute, resources)}`)
  return `resource "${entry.type}" "example" {\n${lines.join("\n")}\n}`
}

function typeLabel(attribute: ResourceAttribute): string {
  return attribute.type
}

function attributeRow(attribute: ResourceAttribute, path: string): string[] {
  const flags = [attribute.required ? "Required" : "Optional", attribute.deprecated ? "deprecated" : ""].filter(Boolean).join(", ")
  return [code(path), code(typeLabel(attribute)), flags, attribute.default !== undefined ? code(attribute.default) : "", cell(attribute.description)]
}

/** Arguments with their nested attributes, as rows; nested paths written with dots (`settings.bulk_upsert`). */
function argumentRows(attributes: ResourceAttribute[], resources: Resource[], prefix = "", depth = 0): string[][] {
  return attributes.flatMap((attribute) => {
    const path = `${prefix}${attribute.name}`
    const nested = /object/.test(attribute.type) && depth < 4 ? nestedAttributes(attribute, resources, "terraform") : []
    const inner = attribute.type === "map(object)" ? `${path}.<key>.` : attribute.type === "list(object)" ? `${path}[*].` : `${path}.`
    // A resource that holds itself (nested StrataDB fields) is described once.
    const recursive = attribute.resource && prefix.includes(`${attribute.name}.`)
    return [attributeRow(attribute, path), ...(recursive ? [] : argumentRows(nested, resources, inner, depth + 1))]
  })
}

function resourcePage(entry: TerraformResource, resources: Resource[]): ReferencePage {
  const { resource, type } = entry
  const args = resource.attributes.filter((attribute) => inView(attribute, "terraform") && !attribute.computed)
  const computed = resource.attributes.filter((attribute) => inView(attribute, "terraform") && attribute.computed)
  const cue = resource.cue.definition ? `${resource.cue.package}.#${resource.cue.definition}` : undefined
  const inline = resources.filter((other) => other.terraform.inline?.startsWith(`${type}.`))
  const body = [
    ...(resource.deprecated ? [`<Callout kind="deprecated">\n\n${cell(resource.description)} See the [service lifecycle policy](/reference/service-lifecycle-policy) for what deprecation means.\n\n</Callout>`] : []),
    `The \`${type}\` resource manages ${cell(resource.description.replace(/^(An?|The) /, (word) => word.toLowerCase()))} This page lists every argument the resource accepts and every attribute it exports, as the Strata Terraform provider (\`strata/strata\`, version \`~> 1.4\`) defines them.${cue ? ` The same resource is the CUE definition \`${cue}\`, with the same attributes in camelCase; see the [CUE SDK reference](/reference/cue-sdk/${resource.cue.package}).` : ""}`,
    "## Example usage",
    `The smallest configuration of the resource sets its required arguments. Replace the sample values with your own; \`strata_workspace.inventory.id\` stands for the workspace your configuration creates or looks up.`,
    fence("hcl", exampleBlock(entry, resources), `title="${entry.page}.tf"`),
    "## Argument reference",
    `Arguments are what you write in the resource block. A required argument must be set; an optional one takes its default when you leave it out. Nested arguments are written with a dot after their parent (\`parent.child\`); \`<key>\` stands for a key of a map you choose, such as a field or executor name, and \`[*]\` for every item of a list. Changing an argument updates the resource in place unless its description says otherwise; \`terraform plan\` shows what will change before anything does.`,
    table(["Argument", "Type", "Required", "Default", "Description"], argumentRows(args, resources)),
    ...(inline.length
      ? [`Some items of this resource have no resource of their own and are written inline: ${inline.map((item) => `the ${item.title.toLowerCase()} (\`${item.terraform.inline!.split(".")[1]}\`)`).join(", ")}. Their arguments are the nested rows above.`]
      : []),
    "## Attribute reference",
    computed.length
      ? `Besides the arguments, the resource exports these attributes, which Strata computes when the resource is created. Read them with \`${type}.<label>.<attribute>\`, for example in an output or in another resource's arguments.\n\n${table(["Attribute", "Type", "Description"], computed.map((attribute) => [code(attribute.name), code(attribute.type), cell(attribute.description)]))}`
      : `The resource exports its arguments and no other attribute. Refer to them with \`${type}.<label>.<argument>\`, for example \`${type}.example.${args[0]?.name ?? "name"}\`, to make another resource depend on this one.`,
    "## Import",
    resource.terraform.import
      ? `An existing ${resource.title.toLowerCase()}, created in the Console or with a CUE manifest, can be brought under Terraform with \`terraform import\` and the ID \`${resource.terraform.import}\`. Write the resource block first, then import it, then run \`terraform plan\` to compare the block with what exists. The [Terraform import reference](/reference/terraform-import) explains every import ID.\n\n${fence("bash", `terraform import ${type}.example "${resource.terraform.import}"`)}`
      : "This resource can't be imported.",
  ]
  return {
    route: terraformResourceRoute(entry.page),
    title: `${type} resource`,
    description: `Arguments, exported attributes, an example and the import ID of the ${type} Terraform resource (${resource.title}).`,
    body: body.join("\n\n"),
    source: "resources",
  }
}

function overview(entries: TerraformResource[]): ReferencePage {
  const body = `The Strata Terraform provider manages a workspace and everything in it as Terraform resources. This reference lists each resource the provider defines, with its arguments, the attributes it exports, an example and its import ID. It is generated from the same resource catalog as the [CUE SDK reference](/reference/cue-sdk), so the two always agree: an argument written \`allowed_values\` in Terraform is \`allowedValues\` in CUE.

## Set up the provider

Declare the provider with the source \`strata/strata\` and the version constraint \`~> 1.4\`. The provider reuses the \`stratactl\` login of the \`default\` profile; set \`profile\` to use another profile, or \`STRATA_ACCESS_TOKEN\` to authenticate with a personal access token in CI.

${fence("hcl", `terraform {\n  required_providers {\n    strata = {\n      source  = "strata/strata"\n      version = "~> 1.4"\n    }\n  }\n}\n\nprovider "strata" {}`, 'title="main.tf"')}

## How resources are named

A resource named \`strata_<service>\` is always a namespace of that service, such as \`strata_stratadb\` or \`strata_auth\`. Items inside a namespace are \`strata_<service>_<item>\`, such as \`strata_stratadb_type\`, or are written inline in the namespace resource: executors and functions are maps keyed by name in \`strata_executor\` and \`strata_function\`, and the identity provider and clients of an Auth namespace are arguments of \`strata_auth\`. Each resource's page is named after the resource without the \`strata_\` prefix, as in the Terraform Registry.

## Resources

| Resource | What it manages |
| --- | --- |
${entries.map((entry) => `| [${code(entry.type)}](${terraformResourceRoute(entry.page)}) | ${cell(entry.resource.description)} |`).join("\n")}

Secret values are never arguments: declare a secret with \`strata_secret\`, then set its value in the Console or with the [management API](/reference/api-references/management-api).`
  return {
    route: TERRAFORM_ROUTE,
    title: "Terraform provider reference",
    description: "Every resource of the Strata Terraform provider, with its arguments, exported attributes, an example and its import ID.",
    body,
    source: "resources",
  }
}

/** The provider's overview and one page per resource. */
export function terraformPages(resources: Resource[]): ReferencePage[] {
  const entries = terraformResources(resources)
  return [overview(entries), ...entries.map((entry) => resourcePage(entry, resources))]
}
