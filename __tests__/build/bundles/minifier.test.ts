/** @jest-environment node */
import TerserPlugin from "terser-webpack-plugin"
import { SWC_MINIFY_OPTIONS, withSwcMinifier } from "../../../src/build/bundles/minifier"

type Options = { parallel?: unknown; exclude?: unknown; minimizer: { implementation: unknown; options: unknown } }
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options

describe("withSwcMinifier", () => {
  it("makes Gatsby's terser minimizer an swc one with the same workers and exclusions, and keeps the CSS one", () => {
    const css = { name: "css minimizer" }
    const config = { mode: "production", optimization: { minimize: true, minimizer: [new TerserPlugin({ exclude: /\.min\.js/, parallel: 3 }), css] } }
    const result = withSwcMinifier(config)
    const [js, kept] = result.optimization.minimizer
    expect(js).toBeInstanceOf(TerserPlugin)
    expect(optionsOf(js).minimizer).toEqual({ implementation: TerserPlugin.swcMinify, options: SWC_MINIFY_OPTIONS })
    expect(optionsOf(js).parallel).toBe(3)
    expect(optionsOf(js).exclude).toEqual(/\.min\.js/)
    expect(kept).toBe(css)
    expect(optionsOf(config.optimization.minimizer[0]).minimizer.implementation).toBe(TerserPlugin.terserMinify)
  })

  it("leaves a config without a terser minimizer as it is", () => {
    const config = { optimization: { minimizer: [{ name: "css minimizer" }] } }
    expect(withSwcMinifier(config)).toBe(config)
    expect(withSwcMinifier({})).toEqual({})
  })
})

describe("the swc options", () => {
  const source = [
    "/*! widget v1 | MIT License */",
    "var counters = []",
    "for (let i = 0; i < 3; i++) counters.push(function () { return i * 2 })",
    "// a plain comment",
    "module.exports = { total: counters.map(function (count) { return count() }).reduce(function (a, b) { return a + b }, 0) }",
  ].join("\n")

  it("minifies to ES5 syntax that behaves the same, and moves license comments out", async () => {
    const output = await TerserPlugin.swcMinify({ "widget.js": source }, undefined, SWC_MINIFY_OPTIONS, true)
    expect(output.errors ?? []).toEqual([])
    const code = output.code ?? ""
    expect(code.length).toBeLessThan(source.length * 0.75)
    expect(code).not.toContain("=>")
    expect(code).not.toContain("comment")
    expect(output.extractedComments).toEqual(["/*! widget v1 | MIT License */"])
    const module = { exports: {} as { total?: number } }
    new Function("module", code)(module)
    expect(module.exports.total).toBe(6)
  })
})
