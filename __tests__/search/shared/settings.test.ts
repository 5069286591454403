import pkg from "../../../package.json"
import { INSIGHTS_VERSION } from "../../../src/search/shared/settings"

it("search-insights is pinned to the version the specification names", () => {
  expect(pkg.dependencies["search-insights"]).toBe(INSIGHTS_VERSION)
})
