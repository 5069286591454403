import { checkConsistency, checkedText, checkSampleIds, checkSamples, checkWorkspaceIds, type ConsistencyRules, type Sample } from "../../../../src/build/check/prose/consistency"

const rules: ConsistencyRules = {
  names: [
    { name: "StrataDB", forbidden: ["Strata DB", "Stratadb"] },
    { name: "→", forbidden: ["›", "/\\*\\* ?> ?\\*\\*/"] },
  ],
  facts: [
    { name: "Records per bulk upsert call", value: "1,000", phrases: ["up to {n} records"] },
    { name: "Job function timeout", value: "15 min", phrases: ["job functions? (?:may )?run (?:for )?(?:up to )?{n}"] },
    { name: "Top K", value: "100", phrases: ["topK at most {n}"] },
  ],
}

describe("checkConsistency", () => {
  it.each([
    ["the canonical name and value pass", "StrataDB takes up to 1,000 records.", []],
    ["a misspelt name fails", "Stratadb stores records.", ["a.mdx:1 write \"StrataDB\", not \"Stratadb\""]],
    ["another number fails", "\nBulk upsert takes up to 500 records.", ["a.mdx:2 Records per bulk upsert call is 1,000 (glossary), not 500"]],
    ["the same number spelled otherwise fails", "Up to 1000 records.", ["a.mdx:1 Records per bulk upsert call is 1,000 (glossary), not 1000"]],
    ["a time in another unit fails", "Job functions may run for 900 s.", ["a.mdx:1 Job function timeout is 15 min (glossary), not 900 s"]],
    ["a number with another unit is another fact", "Job functions run up to 1 GB of memory.", []],
    ["inline code counts for facts", "`topK` at most 50.", ["a.mdx:1 Top K is 100 (glossary), not 50"]],
    ["inline code, code blocks, URLs and link targets don't count for names", "`Stratadb` [x](/stratadb/Stratadb) https://x.dev/Strata%20DB\n\n```text\nStrata DB\n```", []],
    ["the console path separator is →", "Open **Services** › **Auth**, then **Logs** > **Name**.", ["a.mdx:1 write \"→\", not \"›\"", "a.mdx:1 write \"→\", not \"** > **\""]],
  ])("%s", (_case, source, expected) => {
    expect(checkConsistency("a.mdx", source, rules)).toEqual(expected)
  })

  it("keeps the line count, so lines stay true", () => {
    const source = "a\n```ts\nx\n```\n`b` c"
    expect(checkedText(source, { keepInlineCode: false }).split("\n")).toHaveLength(5)
  })
})

const samples: Sample[] = [
  { id: "7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45", is: "workspace inventory-quickstart", group: "workspaces" },
  { id: "2c8f5a1d-9e4b-4d70-b3a6-5f1e8c2d7b94", is: "workspace inventory-dev", group: "workspaces" },
  { id: "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10", is: "Product COF-1001", group: "records" },
]

describe("sample IDs", () => {
  it.each([
    ["a listed UUID passes", 'id "0b6f4c1e-2a9d-4e57-8c31-5d7e9a2f6b10"', []],
    ["an unlisted UUID fails", "\nid 11111111-2222-4333-8444-555555555555", ["p.mdx:2 UUID 11111111-2222-4333-8444-555555555555 is not in samples.yaml"]],
    ["a listed workspace's short ID in a host passes", "https://inventory-2c8f5a1d.apps.strata.dev/query", []],
    ["an unknown short ID in a host fails", "https://inventory-abcdef12.auth.strata.dev", ["p.mdx:1 workspace short ID abcdef12 is not in samples.yaml"]],
    ["a short ID of a record is no workspace", "https://inventory-0b6f4c1e.apps.strata.dev", ["p.mdx:1 workspace short ID 0b6f4c1e is not in samples.yaml"]],
    ["an unlisted refresh token fails", "refresh_token=rt_AAAAAAAAAAAAAAAA", ["p.mdx:1 refresh token rt_AAAAAAAAAAAAAAAA is not in samples.yaml"]],
  ])("%s", (_case, source, expected) => {
    expect(checkSampleIds("p.mdx", source, samples, "samples.yaml")).toEqual(expected)
  })

  it("fails on one ID listed for two things", () => {
    expect(checkSamples([...samples, { id: "0B6F4C1E-2a9d-4e57-8c31-5d7e9a2f6b10", is: "Product COF-1002", group: "records" }], "samples.yaml")).toEqual([
      'samples.yaml: 0B6F4C1E-2a9d-4e57-8c31-5d7e9a2f6b10 is listed for "Product COF-1001" and for "Product COF-1002"; give each its own ID',
    ])
  })

  it.each([
    ["its own name passes", "Workspace: inventory-dev (2c8f5a1d-9e4b-4d70-b3a6-5f1e8c2d7b94, us-west)", []],
    ["no name passes", "stratactl config set workspace-id 2c8f5a1d-9e4b-4d70-b3a6-5f1e8c2d7b94", []],
    ["another workspace's name fails", "7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45  inventory-dev  us-west  ready", ["p.mdx:1 7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45 is the ID of inventory-quickstart, not of inventory-dev"]],
  ])("a workspace ID with %s", (_case, source, expected) => {
    expect(checkWorkspaceIds("p.mdx", source, samples)).toEqual(expected)
  })
})
