import { resourceLine } from "../../../reference/resourceChecks"
import { SCHEMA_FILES, TIMEOUT_OPERATIONS, type Resource, type ResourceAttribute } from "../../../reference/sources"
import { withSchemas, type SiteCheck } from "../siteCheck"
import { saysNothing } from "./emptyDescriptions"

// resources.yaml says what each attribute does and what destroying a resource deletes: the reference can be generated
// without it (src/reference/resourceChecks.ts checks what generating needs), so it is reported with the site's other
// content problems.

/**
 * Optional arguments whose absence weakens security: a webhook without a signature is public, a type without
 * permission rules denies application users everything, and so on. Each says, in `without`, what happens then.
 */
export const SECURITY_ARGUMENTS = /^(signature|permissions|cors|auth_namespace|allowed_domains|mfa|auth_connection)$/

/** What a reader needs of each attribute and resource beyond its syntax, recursively: a description that says something, and what happens without a security argument. */
function attributeWording(attributes: ResourceAttribute[], resource: Resource, text: string): string[] {
  return attributes.flatMap((attribute) => {
    const at = `${SCHEMA_FILES.resources}:${resourceLine(text, resource.name, [attribute.name])} `
    const { name } = attribute
    const problems: string[] = []
    if (saysNothing(attribute.description, name)) {
      problems.push(`${at}the description of ${name}, "${attribute.description}", says nothing its name doesn't: say what it does, its format, or what changing it does`)
    }
    if (SECURITY_ARGUMENTS.test(name) && !attribute.required && !attribute.computed && attribute.default === undefined && !attribute.without) {
      problems.push(`${at}${name} is optional and matters for security: say what happens without it (without: "…")`)
    }
    return [...problems, ...attributeWording(attribute.attributes ?? [], resource, text)]
  })
}

/**
 * The reference's wording checks of resources.yaml, reported with the site's other content problems (the pages can be
 * generated without them): descriptions that say nothing, security arguments without `without`, Terraform resources
 * without `destroy`, and timeouts that are not durations.
 */
export function checkResourceWording(resources: Resource[], text: string): string[] {
  return resources.flatMap((resource) => {
    const line = (keys: string[] = []) => `${SCHEMA_FILES.resources}:${resourceLine(text, resource.name, keys)}`
    const problems = attributeWording(resource.attributes, resource, text)
    if (resource.terraform.resource) {
      const destroy = resource.destroy
      if (!destroy || typeof destroy.deletes_data !== "boolean" || !destroy.description) {
        problems.push(`${line()} ${resource.name} needs destroy: { deletes_data: true or false, description: what destroying it deletes and what stays }`)
      }
    }
    for (const [operation, value] of Object.entries(resource.timeouts ?? {})) {
      if (operation === "description") continue
      if (!TIMEOUT_OPERATIONS.includes(operation as never)) problems.push(`${line(["timeouts"])} ${resource.name} has a timeout for ${operation}, not one of ${TIMEOUT_OPERATIONS.join(", ")}`)
      else if (!/^\d+[smh]$/.test(String(value))) problems.push(`${line(["timeouts"])} ${resource.name}'s ${operation} timeout ${value} is not a duration such as 10m`)
    }
    return problems
  })
}

/** resources.yaml's wording: descriptions that say something, what happens without a security argument, destroy, timeouts. */
export const resourceWording: SiteCheck = {
  name: "resource wording",
  run: withSchemas((_context, schemas) => ({ problems: checkResourceWording(schemas.resources, schemas.texts.resources) })),
}
