import { cueLabel } from "../../../reference/cueSchema"
import { cueDefinitions, nestedAttributes, viewName, viewType } from "../../../reference/resourceViews"
import type { Resource, ResourceAttribute } from "../../../reference/sources"
import { parseCue, type CueValue } from "../tools/cueParse"

// A fragment is an example that shows part of a value without the definition it belongs to: the trigger of an
// executor (`trigger: event: {…}`), a permission rule (`{actions: ["read"], condition: "…"}`), a few fields of a
// type (`// On Order` then `status: {type: "enum", …}`). It is vetted inside the SDK definition it fits best,
// found from resources.yaml: each of its labels that is a field of a place in a definition, with a value of that
// field's shape, counts, and so does each label inside it, recursively. A fragment most of whose own labels fit
// no place is a CUE example of its own (a language illustration such as `price: float & >0`), vetted as written.

type Struct = CueValue & { kind: "object" }

/** Where a fragment goes: text before and after it, and the place it stands for (`stratadb.#Type.permissions[]`). */
export interface FragmentWrapper {
  open: string
  close: string
  place: string
}

type Step = { label: string; kind: "object" | "list" | "map" }

interface Place {
  /** `stratadb.#Type` */
  definition: string
  steps: Step[]
  /** The fields a value at this place has. */
  attributes: ResourceAttribute[]
  /** The place's values are a map: the fragment's labels are its keys. */
  map: boolean
  /** The place is the item of a list. */
  item: boolean
}

const fieldsOf = (attribute: ResourceAttribute, resources: Resource[]) => nestedAttributes(attribute, resources, "cue").filter((nested) => !nested.computed)
const ownDefinition = (attribute: ResourceAttribute, resources: Resource[]) =>
  Boolean(attribute.resource && resources.find((resource) => resource.name === attribute.resource)?.cue.definition)

/** Every place of the SDK's definitions a fragment may stand for, shallow ones first. */
function places(resources: Resource[]): Place[] {
  const found: Place[] = []
  const walk = (definition: string, steps: Step[], attributes: ResourceAttribute[], depth: number) => {
    for (const attribute of attributes) {
      const type = viewType(attribute, "cue")
      if (!/object/.test(type) || depth > 6) continue
      const label = viewName(attribute.name, "cue")
      const nested = fieldsOf(attribute, resources)
      const kind: Step["kind"] = type === "list(object)" ? "list" : type === "map(object)" ? "map" : "object"
      const path = [...steps, { label, kind }]
      found.push({ definition, steps: path, attributes: nested, map: kind === "map", item: kind === "list" })
      // A resource with a definition of its own is a place of its own; don't walk into it twice.
      if (!ownDefinition(attribute, resources)) walk(definition, path, nested, depth + 1)
    }
  }
  for (const entry of cueDefinitions(resources)) {
    const attributes = entry.resource.attributes.filter((attribute) => !attribute.computed && (!attribute.views || attribute.views.includes("cue")))
    found.push({ definition: `${entry.package}.#${entry.definition}`, steps: [], attributes, map: false, item: false })
    walk(`${entry.package}.#${entry.definition}`, [], attributes, 0)
  }
  return found
    .map((place, order) => ({ place, order }))
    .sort((a, b) => a.place.steps.length - b.place.steps.length || a.order - b.order)
    .map(({ place }) => place)
}

/** Whether a value has the shape of an attribute's type: a struct for objects and maps, a list for lists. */
function shapeFits(value: CueValue, attribute: ResourceAttribute): boolean {
  const type = viewType(attribute, "cue")
  if (type === "any" || type === "list(any)") return true
  if (type.startsWith("list")) return value.kind === "list"
  if (type.startsWith("map") || type === "object") return value.kind === "object"
  return value.kind === "other"
}

/** How many labels of a struct, and of the values in it, are fields of `attributes`. */
function score(value: Struct, attributes: ResourceAttribute[], resources: Resource[]): number {
  let total = 0
  for (const entry of value.entries) {
    const attribute = attributes.find((candidate) => viewName(candidate.name, "cue") === entry.key)
    if (!attribute || !shapeFits(entry.value, attribute)) continue
    total += 1 + inner(entry.value, attribute, resources)
  }
  return total
}

function inner(value: CueValue, attribute: ResourceAttribute, resources: Resource[]): number {
  const type = viewType(attribute, "cue")
  if (!/object/.test(type)) return 0
  const nested = fieldsOf(attribute, resources)
  if (type === "list(object)" && value.kind === "list") {
    return value.items.reduce((sum, item) => sum + (item.kind === "object" ? score(item, nested, resources) : 0), 0)
  }
  if (type === "map(object)" && value.kind === "object") {
    return value.entries.reduce((sum, entry) => sum + (entry.value.kind === "object" ? score(entry.value, nested, resources) : 0), 0)
  }
  return value.kind === "object" ? score(value, nested, resources) : 0
}

/** How well a fragment fits a place, or 0 when most of its own labels (or items) don't. */
function fit(fragment: Struct, place: Place, resources: Resource[]): number {
  const labelled = fragment.entries.filter((entry) => entry.key !== "")
  if (labelled.length === 0) {
    // A list's items, each a struct: only the item of a list can hold them.
    if (!place.item || fragment.embeds.length === 0) return 0
    const scores = fragment.embeds.map((item) => (item.kind === "object" ? score(item, place.attributes, resources) : 0))
    return scores.filter((value) => value > 0).length * 2 > scores.length ? scores.reduce((a, b) => a + b, 0) : 0
  }
  if (fragment.embeds.length > 0) return 0
  if (place.map) {
    const scores = labelled.map((entry) => (entry.value.kind === "object" ? score(entry.value, place.attributes, resources) : 0))
    return scores.filter((value) => value > 0).length * 2 > labelled.length ? scores.reduce((a, b) => a + b, 0) : 0
  }
  const fitting = labelled.filter((entry) => {
    const attribute = place.attributes.find((candidate) => viewName(candidate.name, "cue") === entry.key)
    return attribute !== undefined && shapeFits(entry.value, attribute)
  })
  return fitting.length * 2 > labelled.length ? score(fragment, place.attributes, resources) : 0
}

function wrapper(place: Place, items: boolean): FragmentWrapper {
  const opens = place.steps.map((step, index) => {
    const last = index === place.steps.length - 1
    if (step.kind === "list") return `${cueLabel(step.label)}: [${last && items ? "" : "{"}`
    return `${cueLabel(step.label)}: {`
  })
  const closes = place.steps.map((step, index) => {
    const last = index === place.steps.length - 1
    return step.kind === "list" ? `${last && items ? "" : "}"}]` : "}"
  })
  const name = `${place.definition}${place.steps.map((step) => `.${step.label}${step.kind === "list" ? "[]" : step.kind === "map" ? ".*" : ""}`).join("")}`
  return { open: `${place.definition} & {${opens.map((open) => ` ${open}`).join("")}`, close: `${closes.reverse().join("")}}`, place: name }
}

/**
 * The definition a fragment (an example without `#` references, package or imports) is vetted in, with the text
 * around it; undefined when it fits nowhere. A fragment of list items (`{…}` values) goes into a list; one of
 * labels into a struct or a map.
 */
export function fragmentWrapper(body: string, resources: Resource[]): FragmentWrapper | undefined {
  const fragment = parseCue(body)
  let best: { place: Place; score: number } | undefined
  for (const place of places(resources)) {
    const value = fit(fragment, place, resources)
    if (value > 0 && (!best || value > best.score)) best = { place, score: value }
  }
  if (!best) return undefined
  return wrapper(best.place, fragment.entries.every((entry) => entry.key === ""))
}
