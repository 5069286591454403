import { camelCase, terraformPageName } from "./naming"
import type { Resource, ResourceAttribute } from "./sources"

// The two views of resources.yaml: the Terraform provider's and the CUE SDK's. Pure.

export type View = "terraform" | "cue"

/** The import path of a package of the CUE SDK. */
export const CUE_IMPORT = (name: string) => `strata.dev/sdk/cue/${name}`

/** Whether an attribute is part of a view (no `views` means both). */
export function inView(attribute: ResourceAttribute, view: View): boolean {
  return !attribute.views || attribute.views.includes(view)
}

/** The attribute's name in a view: snake_case in Terraform, camelCase in CUE. */
export function viewName(name: string, view: View): string {
  return view === "cue" ? camelCase(name) : name
}

/**
 * The attributes an object attribute holds in a view: its own, or those of the resource it names
 * (minus the map key in Terraform, where the key is the map's key).
 */
export function nestedAttributes(attribute: ResourceAttribute, resources: Resource[], view: View): ResourceAttribute[] {
  const own = attribute.resource ? (resources.find((resource) => resource.name === attribute.resource)?.attributes ?? []) : (attribute.attributes ?? [])
  return own.filter((nested) => inView(nested, view) && !(view === "terraform" && attribute.key && nested.name === attribute.key))
}

/** The type as the view writes it: a Terraform map keyed by `key` is a list in CUE. */
export function viewType(attribute: ResourceAttribute, view: View): string {
  if (view === "cue" && attribute.key && attribute.type === "map(object)") return "list(object)"
  return attribute.type
}

export interface TerraformResource {
  resource: Resource
  /** strata_workspace */
  type: string
  /** workspace: the page name, registry style */
  page: string
}

/** The resources Terraform has a `strata_*` resource for, in file order. */
export function terraformResources(resources: Resource[]): TerraformResource[] {
  return resources.flatMap((resource) => {
    const type = resource.terraform.resource
    return type ? [{ resource, type, page: terraformPageName(type) }] : []
  })
}

export interface CueDefinition {
  resource: Resource
  package: string
  /** Workspace, without the # */
  definition: string
}

/** The CUE definitions (`manifest.#Workspace`, …), in file order. */
export function cueDefinitions(resources: Resource[]): CueDefinition[] {
  return resources.flatMap((resource) => {
    const { package: pkg, definition } = resource.cue
    return pkg && definition ? [{ resource, package: pkg, definition }] : []
  })
}

/** The CUE packages in the order their first definition appears. */
export function cuePackages(resources: Resource[]): string[] {
  return [...new Set(cueDefinitions(resources).map((definition) => definition.package))]
}
