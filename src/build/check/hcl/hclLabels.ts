import { inView } from "../../../reference/resourceViews"
import { SCHEMA_FILES, type Resource } from "../../../reference/sources"
import type { HclBody } from "../tools/hclDocument"

// One label per resource of the running example, on every page, read from one place: content/schema/resources.yaml.
// - A namespace resource (`strata_workspace`, `strata_auth`, `strata_executor`, …) has one instance in the running
//   example, and its label is the example's `terraform:` label (`strata_executor.inventory`). A block that names
//   another instance (a literal `namespace`, or `name` for a workspace or application, other than the example's,
//   such as the workspace `inventory-prod`) is another resource and may have its own label.
// - An item of a namespace (`strata_stratadb_type`, `strata_pipeline_resolver`, `strata_secret`, …: its `namespace`
//   refers to another resource) is labeled with its name in snake_case: `Product` → `product`, `receiveStock` →
//   `receive_stock`, `slack-webhook-url` → `slack_webhook_url`.

/** What a resource type's label must be. */
export type LabelRule =
  | { kind: "namespace"; label: string; attribute: string; value?: string }
  | { kind: "item" }

/** A name in snake_case, as an item's label: `receiveStock` → `receive_stock`, `slack-webhook-url` → `slack_webhook_url`. */
export const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[^A-Za-z0-9]+/g, "_").toLowerCase()

/** Each Terraform resource type's label rule, from resources.yaml. */
export function labelRules(resources: Resource[]): Map<string, LabelRule> {
  const rules = new Map<string, LabelRule>()
  for (const resource of resources) {
    const type = resource.terraform.resource
    if (!type) continue
    const inTerraform = resource.attributes.filter((attribute) => inView(attribute, "terraform"))
    const namespace = inTerraform.find((attribute) => attribute.name === "namespace")
    if (namespace?.refers) rules.set(type, { kind: "item" })
    else if (resource.example?.terraform) {
      const attribute = namespace ? "namespace" : "name"
      const value = resource.example.values[attribute]
      rules.set(type, { kind: "namespace", label: resource.example.terraform, attribute, ...(typeof value === "string" ? { value } : {}) })
    }
  }
  return rules
}

/** A string argument written as a plain literal, or undefined. */
function literalArgument(body: HclBody, key: string): string | undefined {
  const value = body.attributes.find((entry) => entry.key === key)?.value
  return value?.kind === "other" && value.literal?.kind === "string" && !value.literal.template ? value.literal.text : undefined
}

/** Why a resource block's label breaks its rule, or undefined when it keeps it. */
export function labelProblem(type: string, label: string, body: HclBody, rules: Map<string, LabelRule>): string | undefined {
  const rule = rules.get(type)
  if (!rule) return undefined
  if (rule.kind === "item") {
    const name = literalArgument(body, "name")
    if (name === undefined || snakeCase(name) === label) return undefined
    return `${type}.${label} is labeled with its name in snake_case on every page: write resource "${type}" "${snakeCase(name)}" (name "${name}")`
  }
  const value = literalArgument(body, rule.attribute)
  if (label === rule.label || (value !== undefined && rule.value !== undefined && value !== rule.value)) return undefined
  return (
    `${type}.${label}: the running example's ${type} is labeled "${rule.label}" on every page (${SCHEMA_FILES.resources}): ` +
    `write resource "${type}" "${rule.label}" and refer to it as ${type}.${rule.label}`
  )
}
