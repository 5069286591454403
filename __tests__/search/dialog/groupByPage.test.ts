import { groupByPage } from "../../../src/search/dialog/groupByPage"

const hit = (url: string, title: string) => ({ url, title })

describe("groupByPage", () => {
  it("groups hits under their page, pages in the order of their best hit, hits in rank order, none lost", () => {
    const hits = [
      hit("/reference/objects#inventory-reorderpoint", "GraphQL objects"),
      hit("/guides/fields#defaults", "Fields"),
      hit("/reference/objects#inventory", "GraphQL objects"),
      hit("/guides/fields", "Fields"),
      hit("/tutorials/step-3#read", "Step 3"),
    ]
    const groups = groupByPage(hits)
    expect(groups.map((group) => [group.page, group.title, group.hits.map((h) => h.url)])).toEqual([
      ["/reference/objects", "GraphQL objects", ["/reference/objects#inventory-reorderpoint", "/reference/objects#inventory"]],
      ["/guides/fields", "Fields", ["/guides/fields#defaults", "/guides/fields"]],
      ["/tutorials/step-3", "Step 3", ["/tutorials/step-3#read"]],
    ])
    expect(groups.flatMap((group) => group.hits)).toHaveLength(hits.length)
  })
})
