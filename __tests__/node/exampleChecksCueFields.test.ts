import { pageCode } from "../../src/build/check/exampleChecks/codeBlocks"
import { checkCueFields } from "../../src/build/check/exampleChecks/cueFields"
import type { Resource } from "../../src/reference/sources"

const blocksOf = (body: string) => pageCode({ file: "page.mdx", body, lineOffset: 4 }).blocks

const resources: Resource[] = [
  {
    name: "stratadb_type",
    title: "Type",
    description: "A type.",
    terraform: {},
    cue: { package: "stratadb", definition: "Type" },
    attributes: [
      { name: "workspace_id", type: "string", views: ["terraform"], description: "Workspace." },
      { name: "name", type: "string", description: "Name." },
      { name: "fields", type: "map(object)", description: "Fields." },
      { name: "settings", type: "object", description: "Settings.", attributes: [{ name: "bulk_upsert", type: "bool", description: "Bulk." }] },
    ],
  },
]

describe("CUE field names against resources.yaml", () => {
  it("accepts the CUE names of a definition's attributes, map keys being the writer's own", () => {
    const body = '```cue\n#Product: stratadb.#Type & {\n\tname: "Product"\n\tfields: {\n\t\tcolour: {type: "string"}\n\t}\n\tsettings: bulkUpsert: true\n}\n```\n'
    expect(checkCueFields(blocksOf(body), resources)).toEqual({ problems: [], checked: 1, skipped: [], fields: 4 })
  })

  it("names the file line of a field the definition doesn't have, a Terraform-only one, or a snake_case spelling", () => {
    const body = '```cue\n#Product: stratadb.#Type & {\n\tname: "Product"\n\tworkspaceId: "x"\n\tsettings: {\n\t\tbulk_upsert: true\n\t}\n}\n```\n'
    expect(checkCueFields(blocksOf(body), resources).problems).toEqual([
      'page.mdx:8 CUE: stratadb.#Type has no field "workspaceId" (resources.yaml lists name, fields, settings)',
      'page.mdx:10 CUE: stratadb.#Type.settings has no field "bulk_upsert" (resources.yaml lists bulkUpsert)',
    ])
  })
})
