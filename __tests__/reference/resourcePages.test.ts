import path from "path"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { CHANGE_RULE, valuesSentence } from "../../src/reference/attributeMarks"
import { cuePages } from "../../src/reference/cuePages"
import { camelCase } from "../../src/reference/naming"
import { readSchemas } from "../../src/reference/readSchemas"
import { cueCounterpart, exampleIntro, importSentence, titleInSentence } from "../../src/reference/resourceSentences"
import type { Resource, ResourceAttribute } from "../../src/reference/sources"
import { terraformPages } from "../../src/reference/terraformPages"
import { terraformSamples } from "../../src/reference/referencePages"
import { markedNames, viewText } from "../../src/reference/viewText"
import { renderMdx } from "../mdx/renderMdx"

// What a platform engineer reads on the Terraform and CUE pages: each attribute in its tool's spelling, the
// marks of destructive changes, and sentences about each resource that are true of it.
const ROOT = path.resolve(__dirname, "../..")
const schemas = readSchemas(ROOT)
const { resources } = schemas
const terraform = terraformPages(resources, terraformSamples(schemas))
const cue = cuePages(resources)
const resource = (name: string) => resources.find((entry) => entry.name === name)!
const page = (route: string) => [...terraform, ...cue].find((entry) => entry.route === route)!.body

/** Every attribute of resources.yaml, at any depth. */
const allAttributes = (attributes: ResourceAttribute[]): ResourceAttribute[] => attributes.flatMap((attribute) => [attribute, ...allAttributes(attribute.attributes ?? [])])
const attributes = resources.flatMap((entry) => allAttributes(entry.attributes))
const snakeNames = [...new Set(attributes.map((attribute) => attribute.name).filter((name) => name.includes("_")))]

describe("each view spells attributes its own way", () => {
  it("renders a marker as inline code in snake_case for Terraform and camelCase for CUE", () => {
    const text = "What the executor runs: one of {{graphql}}, {{job_function}} and {{operation.job_function}}."
    expect(markedNames(text)).toEqual(["graphql", "job_function", "operation.job_function"])
    expect(viewText(text, "terraform")).toBe("What the executor runs: one of `graphql`, `job_function` and `operation.job_function`.")
    expect(viewText(text, "cue")).toBe("What the executor runs: one of `graphql`, `jobFunction` and `operation.jobFunction`.")
  })

  it.each(cue.map((entry) => [entry.route, entry.body]))("%s shows no snake_case attribute name", (_route, body) => {
    const found = snakeNames.filter((name) => new RegExp(`(?<![\\w.-])${name}(?![\\w-])`).test(body))
    expect(found).toEqual([])
  })

  it.each(cue.map((entry) => [entry.route, entry.body]))("%s shows no HCL assignment, in prose or in its examples", (_route, body) => {
    const prose = body.replace(/```[\s\S]*?```/g, "")
    const inline = [...prose.matchAll(/`([^`]+)`/g)].map((match) => match[1]).filter((span) => /^[\w.]+\s*=\s*\S/.test(span))
    const examples = [...body.matchAll(/```cue[^\n]*\n([\s\S]*?)```/g)].flatMap((match) => match[1].split("\n")).filter((line) => /^\s*"?[\w-]+"?\s*=\s/.test(line))
    expect([...inline, ...examples]).toEqual([])
  })

  it.each(terraform.map((entry) => [entry.route, entry.body]))("%s shows no camelCase attribute name", (_route, body) => {
    const found = snakeNames.map(camelCase).filter((name) => new RegExp(`(?<![\\w.])${name}(?![\\w<-])`).test(body))
    expect(found).toEqual([])
  })

  it("shows the executor's job function and the Stateflow machine's actions in each view's spelling", () => {
    expect(page("/reference/cue-sdk/executor")).toContain("one of `graphql`, `function`, `jobFunction` and `webhook`")
    expect(page("/reference/cue-sdk/executor")).toContain('<Property name="operation.jobFunction?" ')
    expect(page("/reference/terraform-provider/resources/executor")).toContain('<Property name="executors.<key>.operation.job_function" ')
    expect(page("/reference/cue-sdk/stateflow")).toContain('<Property name="machines.onEnter?" ')
    expect(page("/reference/terraform-provider/resources/stateflow")).toContain('<Property name="machines[*].on_enter" ')
    expect(page("/reference/cue-sdk/auth")).not.toMatch(/groups = /)
  })
})

describe("destructive changes are marked", () => {
  it("lists the values an attribute may take", () => {
    expect(valuesSentence({ name: "region", type: "string", description: "", values: ["us-west", "eu-central", "asia-northeast"] })).toBe("One of `us-west`, `eu-central` or `asia-northeast`.")
    expect(valuesSentence({ name: "effect", type: "string", description: "", values: ["allow", "deny"] })).toBe("Either `allow` or `deny`.")
    expect(valuesSentence({ name: "actions", type: "list(string)", description: "", values: ["read", "create"] })).toBe("Any of `read` and `create`.")
  })

  it("shows Forces replacement beside region on the workspace page, and nothing beside name, which updates in place", () => {
    const { container } = renderMdx(page("/reference/terraform-provider/resources/workspace"))
    const term = (name: string) => [...container.querySelectorAll("dt")].find((dt) => dt.querySelector("code")?.textContent === name)
    expect(term("region")?.textContent).toBe("regionstringrequiredForces replacement")
    expect(term("name")?.textContent).toBe("namestringrequired")
  })

  it.each([
    ["/reference/terraform-provider/resources/application", "name", "replace"],
    ["/reference/terraform-provider/resources/stratadb", "namespace", "replace"],
    ["/reference/terraform-provider/resources/stratadb_type", "name", "replace"],
    ["/reference/terraform-provider/resources/stratadb_type", "fields", "deletes-data"],
    ["/reference/terraform-provider/resources/stratadb_type", "versioning", "deletes-data"],
    ["/reference/cue-sdk/stratadb", "versioning?", "deletes-data"],
    ["/reference/cue-sdk/application", "name", "replace"],
    ["/reference/cue-sdk/auth", "namespace", "replace"],
  ])("%s marks %s %s", (route, name, kind) => {
    const entry = page(route).match(new RegExp(`<Property name="${name.replace(/[?]/g, "\\$&")}" [^\\n]*`))?.[0]
    expect(entry).toMatch(new RegExp(` change="${kind}"(?: deprecated="true")?>$`))
  })

  it("marks every attribute resources.yaml says replaces or deletes data, on its Terraform and CUE page", () => {
    const marked = attributes.filter((attribute) => attribute.change)
    expect(marked.length).toBeGreaterThan(25)
    const bodies = [...terraform, ...cue].map((entry) => entry.body)
    const changes = bodies.flatMap((body) => [...body.matchAll(/<Property [^\n]* change="([^"]*)"/g)].map((match) => match[1]))
    // Every mark is shown at least once (an attribute of both views twice), and only with a kind resources.yaml uses.
    expect(changes.length).toBeGreaterThanOrEqual(marked.length)
    expect(new Set(changes)).toEqual(new Set(["replace", "deletes-data"]))
    // Each marked attribute has an entry with its mark, under its Terraform or its CUE name.
    const unmarked = marked.filter((attribute) => {
      const names = [attribute.name, camelCase(attribute.name)].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      const entry = new RegExp(`<Property name="(?:[^"]*[.\\]])?(?:${names.join("|")})\\??" [^\\n]*change="${attribute.change}"`)
      return !bodies.some((body) => entry.test(body))
    })
    expect(unmarked.map((attribute) => attribute.name)).toEqual([])
    // An entry carries a mark only when resources.yaml gives its attribute that change.
    const strays = bodies
      .flatMap((body) => [...body.matchAll(/<Property name="([^"]*)" [^\n]*change="([^"]*)"/g)])
      .map(([, name, change]) => [name.replace(/\?$/, "").split(/[.\]]/).pop()!, change])
      .filter(([name, change]) => !marked.some((attribute) => attribute.change === change && [attribute.name, camelCase(attribute.name)].includes(name)))
    expect(strays).toEqual([])
  })

  it("says once, on each overview, that changes apply in place unless marked, and each resource or package page links there", () => {
    expect(CHANGE_RULE).toBe("Changing an argument updates the resource in place unless it is marked Forces replacement or Deletes data; its description says what is replaced or deleted.")
    expect(terraform[0].body).toContain(CHANGE_RULE)
    expect(cue[0].body).toContain("Changing a field updates the resource in place unless it is marked Forces replacement or Deletes data")
    for (const entry of [...terraform.slice(1), ...cue.slice(1)]) expect(entry.body).not.toContain(CHANGE_RULE)
    for (const entry of cue.slice(1)) expect(entry.body).toContain("(/reference/cue-sdk#use-a-package)")
    expect(terraform.map((entry) => entry.body).join("\n")).not.toContain("unless its description says otherwise")
  })
})

describe("the sentences of a resource page are true of it", () => {
  it("says the workspace shares no argument with manifest.#Workspace, what that holds, and what creates a workspace", () => {
    const workspace = resource("workspace")
    expect(cueCounterpart(workspace, resources)).toBe(
      "The CUE definition [`manifest.#Workspace`](/reference/cue-sdk/manifest#manifestworkspace) shares no argument with this resource: it holds the applications (each a `strata_application` in Terraform) and the service namespaces of the workspace.",
    )
    expect(importSentence(workspace)).toBe("An existing workspace, created in the Console or with `stratactl workspace create`, can be brought under Terraform with `terraform import` and the ID `<workspace-id>`; the command below uses the running example's values.")
    const body = page("/reference/terraform-provider/resources/workspace")
    expect(body).not.toMatch(/same attributes in camelCase|created[^.]*with a CUE manifest/)
    expect(body).toContain("a CUE manifest describes what is inside an existing workspace and never creates one")
  })

  it("names what only Terraform has and what the CUE definition holds besides", () => {
    expect(cueCounterpart(resource("stratadb_type"), resources)).toMatch(/^In a CUE manifest, the same resource is \[`stratadb\.#Type`\]\(\/reference\/cue-sdk\/stratadb#stratadbtype\), with the same arguments in camelCase, except `workspace_id` and `namespace`, which only Terraform has\.$/)
    expect(cueCounterpart(resource("stratadb_namespace"), resources)).toMatch(/except `workspace_id`, which only Terraform has; it also holds the StrataDB types \(each a `strata_stratadb_type` in Terraform\)\./)
    expect(importSentence(resource("stratadb_type"))).toMatch(/^An existing StrataDB type, created in the Console or with a CUE manifest, can be brought/)
  })

  it("shows the Stateflow block as one that manages an existing namespace after an import, as none can be created", () => {
    const stateflow = resource("stateflow")
    expect(importSentence(stateflow)).toMatch(/^New Stateflow namespaces can't be created any more; an existing one can be brought under Terraform/)
    expect(exampleIntro(stateflow, "/w")).toMatch(/^New Stateflow namespaces can't be created, so this block manages one that exists: .* import it with the command under \[Import\]\(#import\)/)
    expect(page("/reference/terraform-provider/resources/stateflow")).toContain('terraform import strata_stateflow.order_flow "7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45/order-flow"')
  })

  it("writes titles inside sentences as names keep them", () => {
    expect(["Application", "Pipeline resolver", "StrataDB type", "AuthConnection", "OAuth 2.0 client", "Secret Manager vault", "Auth namespace"].map(titleInSentence)).toEqual([
      "application",
      "pipeline resolver",
      "StrataDB type",
      "AuthConnection",
      "OAuth 2.0 client",
      "Secret Manager vault",
      "Auth namespace",
    ])
  })
})

describe("the pages compile with their badges", () => {
  it.each([...terraform, ...cue].map((entry) => [entry.route, entry.body]))("%s", (_route, body) => {
    expect(() => compileMdx(body, "generated.mdx")).not.toThrow()
  })
})

// Resources with their CUE-only items count as holding them: a sanity check that the fixture above is the real catalog.
it("reads the real catalog", () => {
  expect(resources.map((entry: Resource) => entry.name)).toEqual(expect.arrayContaining(["workspace", "stateflow", "stratadb_type"]))
})

describe("each Terraform page at the registry's depth", () => {
  const resourcePages = terraform.slice(1)

  it("exports id on every page, with the import ID's format and the example's value", () => {
    for (const entry of resourcePages) expect(entry.body).toMatch(/## Attribute reference[\s\S]*<Property name="id" type="string">/)
    expect(page("/reference/terraform-provider/resources/executor")).toContain(
      "The import ID, `<workspace-id>/<namespace>`: `7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45/inventory-jobs` in the example.",
    )
  })

  it("imports with the running example's values, each part of the ID named", () => {
    const body = page("/reference/terraform-provider/resources/stratadb_type")
    expect(body).toContain('terraform import strata_stratadb_type.inventory "7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45/inventory/Inventory"')
    expect(body).toContain("- `inventory` is `<namespace>`, the `namespace` argument")
    expect(body).toContain("- `Inventory` is `<type-name>`, the `name` argument")
    for (const entry of resourcePages) expect(entry.body.split("## Import")[1]).not.toMatch(/terraform import \S+ "[^"]*</)
  })

  it("says what destroying each resource does, with the Deletes data mark where it deletes data", () => {
    for (const entry of resourcePages) expect(entry.body).toContain("## Destroy")
    for (const resource of resources.filter((candidate) => candidate.destroy?.deletes_data && candidate.terraform.resource)) {
      const route = `/reference/terraform-provider/resources/${resource.terraform.resource!.replace(/^strata_/, "")}`
      expect(page(route)).toContain(`## Destroy\n\n<Badge kind="deletes-data" /> `)
    }
  })
})
