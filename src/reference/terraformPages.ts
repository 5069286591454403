import { CHANGE_RULE, valuesSentence } from "./attributeMarks"
import { cell, code, fence } from "./mdxText"
import { entryList, type ReferenceEntry } from "./referenceEntries"
import type { ReferencePage } from "./pageModel"
import { terraformExample } from "./resourceExamples"
import { cueCounterpart, exampleIntro, importSentence, titleInSentence } from "./resourceSentences"
import { inView, nestedAttributes, terraformResources, type TerraformResource } from "./resourceViews"
import type { Resource, ResourceAttribute } from "./sources"
import { viewText } from "./viewText"

export const TERRAFORM_ROUTE = "/reference/terraform-provider"

export const terraformResourceRoute = (page: string) => `${TERRAFORM_ROUTE}/resources/${page}`

/** The resource's example as a Terraform block (resources.yaml's `example`, which resourceChecks requires of every Terraform resource). */
export function exampleBlock(entry: TerraformResource, resources: Resource[]): string {
  const block = terraformExample(entry.resource, resources)
  if (!block) throw new Error(`content/schema/resources.yaml: ${entry.resource.name} has no example`)
  return block
}

/** A description as the Terraform pages show it: attribute names in snake_case, and the values it may take. */
export function terraformDescription(attribute: ResourceAttribute): string {
  return cell([viewText(attribute.description, "terraform"), valuesSentence(attribute)].filter(Boolean).join(" "))
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

function resourcePage(entry: TerraformResource, resources: Resource[]): ReferencePage {
  const { resource, type } = entry
  const args = resource.attributes.filter((attribute) => inView(attribute, "terraform") && !attribute.computed)
  const computed = resource.attributes.filter((attribute) => inView(attribute, "terraform") && attribute.computed)
  const counterpart = cueCounterpart(resource, resources)
  const inline = resources.filter((other) => other.terraform.inline?.startsWith(`${type}.`))
  const body = [
    ...(resource.deprecated ? [`<Callout kind="deprecated">\n\n${cell(viewText(resource.description, "terraform"))} See the [service lifecycle ` +
      `policy](/reference/service-lifecycle-policy) for what deprecation means.\n\n</Callout>`] : []),
    `The \`${type}\` resource manages ${cell(viewText(resource.description, "terraform").replace(/^(An?|The) /, (word) => word.toLowerCase()))} This page ` +
      `lists every argument the resource accepts and every attribute it exports, as the Strata Terraform provider (\`strata/strata\`, version \`~> 1.4\`) ` +
      `defines them.${counterpart ? ` ${counterpart}` : ""}`,
    "## Example usage",
    exampleIntro(resource, terraformResourceRoute("workspace")),
    fence("hcl", exampleBlock(entry, resources), `title="${entry.page}.tf"`),
    "## Argument reference",
    `Arguments are what you write in the resource block. A required argument must be set; an optional one takes its default when you leave it out. Nested ` +
      `arguments are written with a dot after their parent (\`parent.child\`); \`<key>\` stands for a key of a map you choose, such as a field or executor ` +
      `name, and \`[*]\` for every item of a list. ${CHANGE_RULE} \`terraform plan\` shows what will change before anything does, and marks a replacement ` +
      `\`must be replaced\`.`,
    entryList(terraformArgumentEntries(args, resources)),
    ...(inline.length
      ? [`Some items of this resource have no resource of their own and are written inline: ${inline.map(inlineItem).join(", ")}. ` +
        "Their arguments are the nested entries above."]
      : []),
    "## Attribute reference",
    computed.length
      ? `Besides the arguments, the resource exports these attributes, which Strata computes when the resource is created. Read them with ` +
        `\`${type}.<label>.<attribute>\`, for example in an output or in another resource's arguments.\n\n` +
        entryList(terraformAttributeEntries(computed))
      : `The resource exports its arguments and no other attribute. Refer to them with \`${type}.<label>.<argument>\`, for example ` +
        `\`${type}.${resource.example?.terraform ?? "this"}.${args.find((attribute) => attribute.name !== "workspace_id")?.name ?? "name"}\`, to make ` +
        `another resource depend on this one.`,
    "## Import",
    resource.terraform.import
      ? `${importSentence(resource)} Write the resource block first, then import it, then run \`terraform plan\` to compare the block with what exists. The ` +
        `[Terraform import reference](/reference/terraform-import) explains every import ID.\n\n` +
        fence("bash", `terraform import ${type}.${resource.example?.terraform ?? "this"} "${resource.terraform.import}"`)
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
  const body = `The Strata Terraform provider manages a workspace and everything in it as Terraform resources. This reference lists each resource the ` +
    `provider defines, with its arguments, the attributes it exports, an example and its import ID. It is generated from the same resource catalog as the ` +
    `[CUE SDK reference](/reference/cue-sdk), so the two always agree: an argument has the same name in CUE, written in camelCase there. Each resource's ` +
    `page shows it as the Inventory Management System, the running example of these docs, configures it, and marks the arguments whose change replaces the ` +
    `resource or deletes data.

## Set up the provider

Declare the provider with the source \`strata/strata\` and the version constraint \`~> 1.4\`. The provider reuses the \`stratactl\` login of the \`default\` ` +
  `profile; set \`profile\` to use another profile, or \`STRATA_ACCESS_TOKEN\` to authenticate with a personal access token in CI.

${fence("hcl", PROVIDER_BLOCK, 'title="main.tf"')}

## How resources are named

A resource named \`strata_<service>\` is always a namespace of that service, such as \`strata_stratadb\` or \`strata_auth\`. Items inside a namespace are ` +
  `\`strata_<service>_<item>\`, such as \`strata_stratadb_type\`, or are written inline in the namespace resource: executors and functions are maps keyed by ` +
  `name in \`strata_executor\` and \`strata_function\`, and the identity provider and clients of an Auth namespace are arguments of \`strata_auth\`. Each ` +
  `resource's page is named after the resource without the \`strata_\` prefix, as in the Terraform Registry.

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
export function terraformPages(resources: Resource[]): ReferencePage[] {
  const entries = terraformResources(resources)
  return [overview(entries), ...entries.map((entry) => resourcePage(entry, resources))]
}
