import { saysNothing } from "../../../../src/build/check/reference/emptyDescriptions"
import { checkResourceWording } from "../../../../src/build/check/reference/resourceWording"
import type { Resource } from "../../../../src/reference/sources"

// The wording of resources.yaml: no description that only names its attribute, what happens without a security
// argument, and what destroying a resource deletes.

describe("a description that says nothing", () => {
  it.each([
    ["url", "The URL."],
    ["application", "The application."],
    ["name", "The function."],
    ["namespace", "The Functions namespace."],
    ["scopes", "Scopes requested."],
    ["vault", "The vault."],
  ])("fails for %s: %s", (name, description) => expect(saysNothing(description, name)).toBe(true))

  it.each([
    ["url", "The HTTPS URL the request is sent to."],
    ["cron", "Five-field cron expression."],
    ["timezone", "IANA time zone."],
    ["short_id", "The first 8 characters of the ID, used in host names."],
    ["namespace", "Namespace name, such as `inventory-jobs`."],
    ["workspace_id", "ID of the workspace. Changing it replaces the namespace."],
  ])("passes for %s: %s", (name, description) => expect(saysNothing(description, name)).toBe(false))

  const resource = (attributes: Resource["attributes"], extra: Partial<Resource> = {}): Resource => ({
    name: "executor_namespace",
    title: "Executors namespace",
    description: "An Executors namespace that holds executors.",
    terraform: { resource: "strata_executor", import: "<workspace-id>/<namespace>" },
    cue: {},
    attributes,
    destroy: { deletes_data: true, description: "Destroying the namespace deletes its executors and their execution logs." },
    ...extra,
  })
  const text = "resources:\n  - name: executor_namespace\n    attributes:\n      - { name: url, type: string, description: \"The URL.\" }\n      - { name: signature, type: object }\n"
  const check = (resources: Resource[]) => checkResourceWording(resources, text)

  it("fails the wording check naming resources.yaml and the attribute's line", () => {
    const problems = check([resource([{ name: "url", type: "string", description: "The URL." }])])
    expect(problems).toEqual([expect.stringMatching(/^content\/schema\/resources\.yaml:4 the description of url, "The URL\.", says nothing/)])
  })

  it("requires what happens without an optional security argument, and what destroying a resource does", () => {
    const signature = { name: "signature", type: "object", description: "How a request is verified before the executor runs." }
    expect(check([resource([signature])])).toEqual([expect.stringContaining("resources.yaml:5 signature is optional and matters for security")])
    expect(check([resource([{ ...signature, without: "Anyone who knows the URL can start the executor." }])])).toEqual([])
    expect(check([resource([], { destroy: undefined })])).toEqual([expect.stringContaining("executor_namespace needs destroy")])
  })
})
