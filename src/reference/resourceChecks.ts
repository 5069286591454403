import { ExampleWalker, refersTo, type ResourceSources } from "./exampleWalker"
import { isObject, type Json } from "./json"
import { ATTRIBUTE_CHANGES, RESOURCE_CREATORS, SCHEMA_FILES, type Resource, type ResourceAttribute } from "./sources"
import { hasBrokenMarker, markedNames } from "./viewText"

// resources.yaml checked before the reference is generated from it: the markers of its descriptions, its
// values and references, and each resource's example (exampleWalker.ts). Each problem is
// "content/schema/resources.yaml:line …".

/** The line of a resource's entry, or of the keys of a path inside it, found in order (1 when absent). */
export function resourceLine(text: string, resource: string, keys: string[] = []): number {
  const lines = text.split("\n")
  const start = lines.findIndex((line) => new RegExp(`^  - name: ${resource}\\s*$`).test(line))
  if (start < 0) return 1
  const next = lines.findIndex((line, index) => index > start && /^  - name: /.test(line))
  const end = next < 0 ? lines.length : next
  let cursor = start
  for (const key of keys) {
    const pattern = new RegExp(`(^|[\\s{,-])${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\s|$)|name: ${key}\\b`)
    const found = lines.findIndex((line, index) => index > cursor && index < end && pattern.test(line))
    if (found >= 0) cursor = found
  }
  return cursor + 1
}

/** The markers and declared values of one attribute list, recursively. */
function attributeProblems(attributes: ResourceAttribute[], resource: Resource, sources: ResourceSources, known: Set<string>): string[] {
  return attributes.flatMap((attribute) => {
    const at = `${SCHEMA_FILES.resources}:${resourceLine(sources.text, resource.name, [attribute.name])} `
    const { name, type, values, change } = attribute
    const problems: string[] = []
    for (const marked of markedNames(attribute.description)) {
      if (!marked.split(".").every((part) => known.has(part))) problems.push(`${at}{{${marked}}} in the description of ${name} names no attribute`)
    }
    if (hasBrokenMarker(attribute.description)) problems.push(`${at}the description of ${name} has a broken {{…}} marker`)

    if (change && !ATTRIBUTE_CHANGES.includes(change)) problems.push(`${at}${name} has change: ${change}, not one of ${ATTRIBUTE_CHANGES.join(", ")}`)
    if (values && !["string", "list(string)"].includes(type)) problems.push(`${at}${name} has values but is ${type}, not a string or a list of strings`)
    if (values && attribute.default !== undefined && !values.includes(attribute.default)) {
      problems.push(`${at}${name} defaults to ${attribute.default}, which is not one of its values`)
    }
    for (const other of refersTo(attribute)) {
      if (!sources.resources.some((resource) => resource.name === other)) problems.push(`${at}${name} refers to ${other}, which is not a resource`)
    }
    return [...problems, ...attributeProblems(attribute.attributes ?? [], resource, sources, known)]
  })
}

/** Every attribute name of resources.yaml, at any depth. */
function attributeNames(attributes: ResourceAttribute[]): string[] {
  return attributes.flatMap((attribute) => [attribute.name, ...attributeNames(attribute.attributes ?? [])])
}

/** Every problem of resources.yaml as "content/schema/resources.yaml:line message"; none means the reference can be generated. */
export function checkResources(sources: ResourceSources): string[] {
  const known = new Set(sources.resources.flatMap((resource) => attributeNames(resource.attributes)))
  return sources.resources.flatMap((resource) => {
    const line = (keys: string[] = []) => `${SCHEMA_FILES.resources}:${resourceLine(sources.text, resource.name, keys)}`
    const problems = attributeProblems(resource.attributes, resource, sources, known)
    for (const name of markedNames(resource.description)) {
      if (!name.split(".").every((part) => known.has(part))) problems.push(`${line()} {{${name}}} in the description of ${resource.name} names no attribute`)
    }
    for (const creator of resource.created_by ?? []) {
      if (RESOURCE_CREATORS.includes(creator)) continue
      problems.push(`${line(["created_by"])} ${resource.name} is created_by ${creator}, not one of ${RESOURCE_CREATORS.join(", ")}`)
    }
    const { example } = resource
    if (!example) {
      return resource.terraform.resource ? [...problems, `${line()} ${resource.name} needs an example: its Terraform page and CUE package show it`] : problems
    }
    const exampleLine = line(["example"])
    const ofExample = `${exampleLine} the example of ${resource.name}`
    if (resource.terraform.resource && !example.terraform) problems.push(`${ofExample} needs its Terraform label (terraform:)`)
    if (resource.cue.definition && !example.cue) problems.push(`${ofExample} needs the CUE field that holds it (cue:)`)
    if (!isObject(example.values)) return [...problems, `${ofExample} needs its values`]
    const walker = new ExampleWalker(sources)
    // workspace_id is the workspace example's ID, written by the generator.
    walker.object(resource.attributes, { ...(example.values as Record<string, Json>) }, [], resource, ["terraform", "cue"], ["workspace_id"])
    return [
      ...problems,
      ...walker.problems.map((problem) => {
        const path = problem.path.map((part) => part.replace(/\[\d+\]$/, ""))
        return `${line(["example", "values", ...path])} example of ${resource.name}: ${problem.message}`
      }),
    ]
  })
}
