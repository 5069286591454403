import { CHANGE_RULE, valuesSentence } from "./attributeMarks"
import { cell, code, fence } from "./mdxText"
import { entryList, type ReferenceEntry } from "./referenceEntries"
import type { ReferencePage } from "./pageModel"
import { cueExample } from "./resourceExamples"
import { CUE_IMPORT, cueDefinitions, cuePackages, inView, nestedAttributes, viewName, viewType, type CueDefinition } from "./resourceViews"
import type { Resource, ResourceAttribute } from "./sources"
import { viewText } from "./viewText"
import { titleInSentence } from "./resourceSentences"

export const CUE_ROUTE = "/reference/cue-sdk"
export const cuePackageRoute = (name: string) => `${CUE_ROUTE}/${name}`
export { CUE_IMPORT }

/** The anchor of a definition's section: its heading `stratadb.#Type` slugged. */
export const definitionAnchor = (pkg: string, definition: string) => `${pkg}${definition}`.toLowerCase()

function cueType(attribute: ResourceAttribute, resources: Resource[]): string {
  const type = viewType(attribute, "cue")
  const target = attribute.resource ? resources.find((resource) => resource.name === attribute.resource) : undefined
  const held = target?.cue.definition ? `${target.cue.package}.#${target.cue.definition}` : "{…}"
  switch (type) {
    case "string":
      return "string"
    case "bool":
      return "bool"
    case "number":
      return "int"
    case "list(string)":
      return "[...string]"
    case "map(string)":
      return "{[string]: string}"
    case "any":
      return "_"
    case "list(any)":
      return "[..._]"
    case "object":
      return held
    case "list(object)":
      return `[...${held}]`
    case "map(object)":
      return `{[string]: ${held}}`
    default:
      return type
  }
}

/** Fields with their nested fields after each, as entries; a field that holds a definition links to its section. */
export function cueFieldEntries(attributes: ResourceAttribute[], resources: Resource[], prefix = "", depth = 0): ReferenceEntry[] {
  return attributes.flatMap((attribute) => {
    const path = `${prefix}${viewName(attribute.name, "cue")}`
    const target = attribute.resource ? resources.find((resource) => resource.name === attribute.resource) : undefined
    const definition = target?.cue.definition && target.cue.package ? { pkg: target.cue.package, name: target.cue.definition } : undefined
    // A definition of its own is described in its own section; inline objects are described here.
    const nested = /object/.test(attribute.type) && depth < 4 && !definition ? nestedAttributes(attribute, resources, "cue") : []
    const entry: ReferenceEntry = {
      name: path + (attribute.required ? "" : "?"),
      type: cueType(attribute, resources),
      typeHref: definition ? `${cuePackageRoute(definition.pkg)}#${definitionAnchor(definition.pkg, definition.name)}` : undefined,
      required: Boolean(attribute.required),
      default: attribute.default,
      change: attribute.change,
      deprecated: attribute.deprecated,
      description: cell([viewText(attribute.description, "cue"), valuesSentence(attribute)].filter(Boolean).join(" ")),
    }
    return [entry, ...cueFieldEntries(nested, resources, `${path}.`, depth + 1)]
  })
}

/** A definition's section: what it is, its fields, and its example when the package's opening doesn't show it already. */
function definitionSection(entry: CueDefinition, resources: Resource[], withExample: boolean): string {
  const { resource } = entry
  const fields = resource.attributes.filter((attribute) => inView(attribute, "cue") && !attribute.computed)
  const terraform = resource.terraform.resource ?? resource.terraform.inline
  const example = withExample ? cueExample(resource, resources) : undefined
  return [
    `## ${entry.package}.#${entry.definition}`,
    `${cell(viewText(resource.description, "cue"))}${terraform ? ` In Terraform: \`${terraform}\`.` : ""}${resource.deprecated ? " Deprecated." : ""}`,
    entryList(cueFieldEntries(fields, resources)),
    ...(example
      ? [
          `The Inventory Management System's ${code(`#${entry.definition}`)} in a manifest:`,
          fence("cue", example, `title="${entry.definition.toLowerCase()}.cue"`),
        ]
      : []),
  ].join("\n\n")
}

function packagePage(pkg: string, definitions: CueDefinition[], resources: Resource[]): ReferencePage {
  const first = definitions[0]
  const example = cueExample(first.resource, resources)
  if (!example) throw new Error(`content/schema/resources.yaml: ${first.resource.name}, the first definition of the CUE package ${pkg}, has no example`)
  const names = definitions.map((entry) => `\`#${entry.definition}\``).join(", ").replace(/, ([^,]*)$/, " and $1")
  const body = [
    `Import \`${CUE_IMPORT(pkg)}\` for ${names}, as [use a package](${CUE_ROUTE}#use-a-package) explains. Here is the Inventory Management ` +
      `System's ${titleInSentence(first.resource.title)}:`,
    fence("cue", example, `title="${pkg}.cue"`),
    ...definitions.map((entry, index) => definitionSection(entry, resources, index > 0)),
  ]
  return {
    route: cuePackageRoute(pkg),
    title: `CUE package ${pkg}`,
    description: `The definitions of the Strata CUE SDK package ${CUE_IMPORT(pkg)}, with every field, its type and its default.`,
    body: body.join("\n\n"),
    source: "resources",
  }
}

function packageRow([name, definitions]: [string, CueDefinition[]]): string {
  const links = definitions.map((entry) => `[${code(`#${entry.definition}`)}](${cuePackageRoute(name)}#${definitionAnchor(name, entry.definition)})`)
  return `| [${code(name)}](${cuePackageRoute(name)}) | ${links.join(", ")} |`
}

function overview(packages: [string, CueDefinition[]][]): ReferencePage {
  const body = `The Strata CUE SDK is the module \`strata.dev/sdk@v1\`. Its packages define what a manifest may contain: \`stratactl manifest plan\` and ` +
    `\`stratactl manifest apply\` read the top-level field \`workspace\`, which must satisfy \`manifest.#Workspace\`, and every application and namespace in ` +
    `it must satisfy its own definition. Each package below has a page with its definitions, every field and an example from the Inventory ` +
    `Management System.

## Add the SDK to a project

\`stratactl manifest init\` writes the module file with the SDK as a dependency. If you write it by hand, it looks like this:

${fence("cue", 'module: "example.com/inventory@v0"\nlanguage: version: "v0.9.0"\ndeps: {\n\t"strata.dev/sdk@v1": v: "v1.4.0"\n}', 'title="cue.mod/module.cue"')}

Then import the packages you use by their path, \`strata.dev/sdk/cue/<package>\`. Never name a field like an imported package, such as \`stratadb:\`, ` +
  `because the field then shadows the import.

## Use a package

Import a package in any file of your manifest and unify a value with a definition using \`&\`. Fields marked with \`?\` are optional and take their ` +
  `default when you leave them out; the others are required. The definitions are closed: a field that is not listed is an error, not an ignored extra. ` +
  `A field that the [Terraform provider](/reference/terraform-provider) also has means the same there, written in camelCase here; nested fields are ` +
  `written with a dot after their parent, and a field that holds another definition links to it. ${CHANGE_RULE.replace("an argument", "a field")} ` +
  `\`stratactl manifest plan\` shows a replacement as a delete and a create.

Run \`stratactl manifest plan -m workspace.cue\` after every change. The plan evaluates the whole package, checks every value against the ` +
  `definitions, and prints what would be created, changed or deleted, without changing anything. An invalid manifest stops the plan with \`Error: ` +
  `invalid manifest\`, the path of the field that failed, such as \`workspace.services[0].types[0].fields.price.type\`, and the file, line and column ` +
  `that set it. Fix the value and plan again; nothing is applied until \`stratactl manifest apply\` succeeds.

## Packages

| Package | Definitions |
| --- | --- |
${packages.map(packageRow).join("\n")}

The field names follow one rule: a field is named like the Terraform argument, in camelCase, such as \`allowedValues\` and \`operationType\`. Arguments that ` +
  `only exist in Terraform, such as the workspace ID, are absent from CUE, because \`stratactl\` applies a manifest to the workspace you choose ` +
  `with \`--workspace-id\`.

## What a manifest can create

A manifest describes everything inside an existing workspace: its applications, its service namespaces and the items in them, such as types, resolvers, ` +
  `executors, functions and secrets. It can't create, rename or delete the workspace itself; create it in the Console, with \`stratactl workspace create\` ` +
  `or with Terraform (\`strata_workspace\`). Terraform manages the same resources and, in addition, the workspace.`
  return {
    route: CUE_ROUTE,
    title: "CUE SDK reference",
    description: "Every package and definition of the Strata CUE SDK, with the fields a manifest may set.",
    body,
    source: "resources",
  }
}

/** The SDK's overview and one page per package. */
export function cuePages(resources: Resource[]): ReferencePage[] {
  const definitions = cueDefinitions(resources)
  const packages = cuePackages(resources).map((name) => [name, definitions.filter((entry) => entry.package === name)] as [string, CueDefinition[]])
  return [overview(packages), ...packages.map(([name, entries]) => packagePage(name, entries, resources))]
}
