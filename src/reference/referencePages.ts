import { changelogPage } from "./changelogPage"
import { cuePages } from "./cuePages"
import { errorPages } from "./errorPages"
import { builtInScalarDescriptions, coordinateHref, graphqlPages } from "./graphqlPages"
import { managementApiPages } from "./managementApiPages"
import type { ReferencePage } from "./pageModel"
import { RELEASES_FILE } from "./releases"
import { checkResources } from "./resourceChecks"
import type { ParsedSchemas } from "./sources"
import { releaseNotesPage } from "./toolReleases"
import { terraformPages, type TerraformSamples } from "./terraformPages"
import { loadYaml } from "./loadYaml"
import { SAMPLES_FILE } from "./sampleNames"
import type { UsedInSection } from "./usedIn"
import type { OperationsFile } from "./operationBehaviour"
import type { PermissionSummary } from "../workspace/permissionSummary"

/** What the reference reads beside content/schema: the guides' use of each operation, and who may do what. */
export interface ReferenceExtras {
  usedIn?: Map<string, UsedInSection[]>
  /** The IMS's permission rules as the sample workspace's configuration applies them (src/workspace/permissionSummary). */
  permissions?: PermissionSummary
}

/** operations.yaml with who may do what read off the configuration, not restated: the groups' rules and each resolver's callers and steps. */
export function withPermissions(file: OperationsFile, permissions: PermissionSummary | undefined): OperationsFile {
  if (!permissions) return file
  return {
    ...file,
    groups: permissions.groups,
    operations: file.operations.map((entry) => {
      const resolver = "resolver" in entry.access ? permissions.resolvers[entry.operation] : undefined
      return resolver ? { ...entry, access: { resolver: resolver.groups, steps: resolver.steps } } : entry
    }),
  }
}

/** The sample values of the Terraform pages: the ID samples.yaml lists for the workspace example's name. */
export function terraformSamples(schemas: ParsedSchemas): TerraformSamples {
  const name = schemas.resources.find((resource) => resource.terraform.resource === "strata_workspace")?.example?.values.name
  const samples = loadYaml(schemas.texts.samples, SAMPLES_FILE) as { workspaces?: { id: string; is: string }[] }
  const workspace = samples.workspaces?.find((entry) => entry.is.startsWith(`workspace ${String(name)} `) || entry.is === `workspace ${String(name)}`)
  if (!workspace) throw new Error(`${SAMPLES_FILE}: no workspace ${String(name)}, the name of the strata_workspace example of content/schema/resources.yaml`)
  return { workspaceId: workspace.id }
}

/** Every generated reference page of the site, from the parsed sources. */
export function referencePages(schemas: ParsedSchemas, extras: ReferenceExtras = {}): ReferencePage[] {
  if (!schemas.releases) throw new Error(`${RELEASES_FILE}: the releases were not read (readSchemas reads them with the schema snapshots they name)`)
  // The Terraform and CUE pages show resources.yaml's examples: names the running example doesn't have fail here.
  const problems = checkResources({ resources: schemas.resources, text: schemas.texts.resources, graphql: schemas.graphql, names: schemas.names })
  if (problems.length > 0) throw new Error(problems.join("\n"))
  const changelog = changelogPage(schemas.releases, (what) => coordinateHref(schemas.graphql, what))
  return [
    ...graphqlPages(schemas.graphql, {
      examples: schemas.examples,
      usedIn: extras.usedIn,
      operations: withPermissions(schemas.operations, extras.permissions),
      errors: schemas.errors,
      scalarDescriptions: builtInScalarDescriptions(schemas.texts.graphql),
    }),
    { route: changelog.route, title: changelog.title, description: changelog.description, body: changelog.body, source: changelog.source },
    ...managementApiPages(schemas.managementApi, schemas.rates),
    ...terraformPages(schemas.resources, terraformSamples(schemas)),
    ...cuePages(schemas.resources),
    ...errorPages(schemas.errors),
    releaseNotesPage(schemas.tools),
  ]
}
