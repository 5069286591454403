import { withoutCommonsChunk } from "../../../src/build/bundles/bundleSplitting"

describe("withoutCommonsChunk", () => {
  it("turns Gatsby's commons group off and keeps every other group and option", () => {
    const framework = { name: "framework", priority: 40 }
    const config = { mode: "production", optimization: { runtimeChunk: { name: "webpack-runtime" }, splitChunks: { chunks: "all", cacheGroups: { framework, commons: { name: "commons", minChunks: 2 } } } } }
    const result = withoutCommonsChunk(config)
    expect(result.optimization.splitChunks).toEqual({ chunks: "all", cacheGroups: { framework, commons: false } })
    expect(result.optimization.runtimeChunk).toEqual({ name: "webpack-runtime" })
    expect(config.optimization.splitChunks.cacheGroups.commons).toEqual({ name: "commons", minChunks: 2 })
  })

  it("leaves a config without such a group as it is", () => {
    const config = { optimization: { splitChunks: false } }
    expect(withoutCommonsChunk(config)).toBe(config)
  })
})
