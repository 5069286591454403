import pkg from "../../../package.json"
import { algoliaIndexName, INSIGHTS_VERSION } from "../../../src/search/shared/settings"

it("search-insights is pinned to the version the specification names", () => {
  expect(pkg.dependencies["search-insights"]).toBe(INSIGHTS_VERSION)
})

describe("algoliaIndexName", () => {
  it("is the preview's ALGOLIA_INDEX_NAME when set, and strata-docs otherwise, for the sync and the readers alike", () => {
    expect(algoliaIndexName({ ALGOLIA_INDEX_NAME: "strata-docs-preview" })).toBe("strata-docs-preview")
    expect(algoliaIndexName({ ALGOLIA_INDEX_NAME: "" })).toBe("strata-docs")
    expect(algoliaIndexName({})).toBe("strata-docs")
  })
})
