import { code } from "./mdxText"
import { inView } from "./resourceViews"
import type { Resource, ResourceAttribute, ResourceCreator } from "./sources"

// The sentences of a Terraform resource page that depend on the resource: what its CUE definition shares with
// it, what creates it, and what its example is. Computed from resources.yaml, so that each is true per resource.

const CREATOR_PHRASES: Record<ResourceCreator, string> = {
  console: "in the Console",
  stratactl: "with `stratactl workspace create`",
  manifest: "with a CUE manifest",
}
const DEFAULT_CREATORS: ResourceCreator[] = ["console", "manifest"]

// Service names keep their capital inside a sentence: "an Auth namespace", "Stateflow namespaces".
const SERVICE_NAMES = ["Auth", "Pipelines", "Executors", "Functions", "Stateflow"]

/** A title inside a sentence: "Application" → "application", but names keep their capitals ("StrataDB type", "Secret Manager vault", "Auth namespace"). */
export function titleInSentence(title: string): string {
  const [first, ...rest] = title.split(" ")
  const common = /^[A-Z][a-z]*$/.test(first) && !SERVICE_NAMES.includes(first) && rest.every((word) => !/^[A-Z]/.test(word))
  return common ? title[0].toLowerCase() + title.slice(1) : title
}

const plural = (title: string) => `${titleInSentence(title)}s`

/** "a, b and c" of code names. */
function listed(names: string[], word = "and"): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} ${word} ${names[names.length - 1]}`
}

/** What creates the resource besides Terraform, as resources.yaml says (the Console and a CUE manifest when it doesn't). */
export function creatorsOf(resource: Resource): ResourceCreator[] {
  return resource.created_by ?? DEFAULT_CREATORS
}

/** What a CUE-only attribute holds, in Terraform's words: "the applications (each a `strata_application` in Terraform)". */
function heldPhrase(attribute: ResourceAttribute, resources: Resource[]): string {
  const held = attribute.resource ? resources.find((resource) => resource.name === attribute.resource) : undefined
  if (held) return `the ${plural(held.title)}${held.terraform.resource ? ` (each a ${code(held.terraform.resource)} in Terraform)` : ""}`
  const clause = attribute.description.split(/[,.;]/)[0]
  return clause[0].toLowerCase() + clause.slice(1)
}

/**
 * How the resource's CUE definition relates to it: the arguments they share (in camelCase there), those only
 * Terraform has, and what the definition holds instead; nothing when the resource has no CUE definition.
 */
export function cueCounterpart(resource: Resource, resources: Resource[]): string {
  const { cue } = resource
  if (!cue.definition || !cue.package) return cue.inline ? `In CUE, it is written inside ${code(cue.inline)}.` : ""
  const definition = code(`${cue.package}.#${cue.definition}`)
  const href = `/reference/cue-sdk/${cue.package}#${`${cue.package}${cue.definition}`.toLowerCase()}`
  const settable = resource.attributes.filter((attribute) => !attribute.computed)
  const terraform = settable.filter((attribute) => inView(attribute, "terraform"))
  const shared = terraform.filter((attribute) => inView(attribute, "cue"))
  const terraformOnly = terraform.filter((attribute) => !inView(attribute, "cue")).map((attribute) => code(attribute.name))
  const held = settable.filter((attribute) => !inView(attribute, "terraform")).map((attribute) => heldPhrase(attribute, resources))
  if (shared.length === 0) {
    return `The CUE definition [${definition}](${href}) shares no argument with this resource${held.length ? `: it holds ${listed(held)}` : ""}.`
  }
  const except = terraformOnly.length ? `, except ${listed(terraformOnly)}, which only Terraform has` : ""
  const holds = held.length ? `; it also holds ${listed(held)}` : ""
  return `In a CUE manifest, the same resource is [${definition}](${href}), with the same arguments in camelCase${except}${holds}.`
}

/** The Import section's first sentence: what can have created the resource that an import brings under Terraform. */
export function importSentence(resource: Resource): string {
  const id = `\`terraform import\` and the ID ${code(resource.terraform.import ?? "")}`
  const creators = creatorsOf(resource)
  if (creators.length === 0) return `New ${plural(resource.title)} can't be created any more; an existing one can be brought under Terraform with ${id}.`
  return `An existing ${titleInSentence(resource.title)}, created ${listed(creators.map((creator) => CREATOR_PHRASES[creator]), "or")}, can be brought under ` +
    `Terraform with ${id}; the command below uses the running example's values.`
}

/**
 * What the example usage is: the running example's configuration, or, for a resource nothing creates any more,
 * the block that manages an existing one after an import.
 */
export function exampleIntro(resource: Resource, workspaceRoute: string): string {
  const workspace = resource.attributes.some((attribute) => attribute.name === "workspace_id" && inView(attribute, "terraform"))
    ? ` Its \`workspace_id\` refers to the workspace of the [\`strata_workspace\` example](${workspaceRoute}#example-usage).`
    : ""
  if (creatorsOf(resource).length === 0) {
    return `New ${plural(resource.title)} can't be created, so this block manages one that exists: write it to match the ${titleInSentence(resource.title)}, ` +
      `import it with the command under [Import](#import), and run \`terraform plan\`, which shows no change once the block and ` +
      `the ${titleInSentence(resource.title)} agree.${workspace}`
  }
  return `The Inventory Management System's ${titleInSentence(resource.title)}; change the names to your own.`
}
