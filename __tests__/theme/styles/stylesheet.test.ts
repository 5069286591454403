import fs from "fs"
import path from "path"
import { transformSync } from "@babel/core"
import { styleClassName } from "../../../src/theme/styles/className"
import { nestSelector, splitSelectors, styleToCss } from "../../../src/theme/styles/cssText"
import { defineStyles, definedStyles } from "../../../src/theme/styles/defineStyles"
import { ON_DEMAND_SCOPES, onDemandStylesheet, siteStylesheet, stylesheetFor } from "../../../src/layout/siteStylesheet"
import { theme } from "../../../src/theme/theme"
import { styleModuleFiles } from "../../../src/build/bundles/styleModules"
// Every styles module, as the server renderer imports them (jest maps the name: __tests__/__mocks__/styleModules.ts).
import "strata-style-modules"

const ROOT = path.join(__dirname, "..", "..", "..")

const stripPlugin = require.resolve("../../../plugins/gatsby-plugin-strata-styles/babel-plugin.js")

function strip(source: string, filename = "/site/src/x/Widget.styles.ts"): string {
  return transformSync(source, { filename, babelrc: false, configFile: false, presets: ["@babel/preset-typescript"], plugins: [stripPlugin] })!.code!
}

describe("the stylesheet generated from the theme", () => {
  it("resolves theme keys: a token change reaches the CSS", () => {
    const rule = { mt: 3, color: "muted", fontSize: 2, px: [4, 6] }
    const css = styleToCss(".card-root", rule, theme)
    expect(css).toContain(".card-root{margin-top:12px;color:var(--c-muted);font-size:14px;padding-left:16px;padding-right:16px}")
    expect(css).toContain("@media screen and (min-width: 1024px){.card-root{padding-left:32px;padding-right:32px}}")
    const wider = { ...theme, space: [0, 4, 8, 20, 16, 24, 32, 48, 64] }
    expect(styleToCss(".card-root", rule, wider)).toContain("margin-top:20px")
  })

  it("keeps unitless numbers unitless and prefixes what Safari needs", () => {
    const css = styleToCss(".x-y", { lineHeight: 1.6, opacity: 0, zIndex: 10, fontWeight: "heading", backdropFilter: "blur(8px)" }, theme)
    expect(css).toBe(".x-y{line-height:1.6;opacity:0;z-index:10;font-weight:600;-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px)}")
  })

  it("nests selectors as the components wrote them: & is the class, a leading colon is its own, the rest descend", () => {
    expect(nestSelector([".a"], "&:hover, & > b")).toEqual([".a:hover", ".a > b"])
    expect(nestSelector([".a"], ":not(pre) > code")).toEqual([".a:not(pre) > code"])
    expect(nestSelector([".a"], "h2 a[data-anchor], h3")).toEqual([".a h2 a[data-anchor]", ".a h3"])
    expect(nestSelector([".a", ".b"], "p")).toEqual([".a p", ".b p"])
    expect(nestSelector([".a"], 'html[data-x~="a,b"] &')).toEqual(['html[data-x~="a,b"] .a'])
    expect(splitSelectors(":is(h2, h3) a, p")).toEqual([":is(h2, h3) a", "p"])
  })

  it("writes every module's rules under its class names, in order", () => {
    const css = stylesheetFor([{ scope: "demo-box", rules: { root: { p: 2 }, isActive: { color: "primary" } } }], theme)
    expect(css).toBe(".demo-box-root{padding:8px}\n.demo-box-is-active{color:var(--c-primary)}")
  })

  it("is what every page carries: global rules, each styles module, page chrome and print", () => {
    const css = siteStylesheet()
    expect(css).toContain(":root{--c-")
    expect(css).toContain(".footer-root{")
    expect(css).toContain(".page-top{")
    expect(css).toContain("@media print{")
  })

  it("is made from every *.styles.ts file of src/, found by the build in path order, each adding its classes", () => {
    const files: string[] = []
    const walk = (dir: string) =>
      fs.readdirSync(dir, { withFileTypes: true }).forEach((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/\.styles\.ts$/.test(entry.name)) files.push(path.relative(ROOT, full).split(path.sep).join("/"))
      })
    walk(path.join(ROOT, "src"))
    const found = styleModuleFiles(ROOT)
    expect([...found].sort()).toEqual(files.sort())
    // Case aside, in path order: a later module wins a tie where two classes meet on one element.
    expect(found.map((file) => file.toLowerCase())).toEqual(found.map((file) => file.toLowerCase()).sort())
    expect(found.indexOf("src/mdx/code/code.styles.ts")).toBeLessThan(found.indexOf("src/mdx/MethodTag.styles.ts"))
    const css = siteStylesheet()
    for (const { scope, rules } of definedStyles()) {
      const first = `.${styleClassName(scope, Object.keys(rules)[0])}{`
      // A scope loaded on demand (the explorer's panel, on the first Run) has a stylesheet of its own, not a place in every page's.
      if (ON_DEMAND_SCOPES.includes(scope)) {
        expect(css).not.toContain(first)
        expect(onDemandStylesheet(scope)).toContain(first)
      } else expect(css).toContain(first)
    }
    expect(definedStyles().length).toBe(files.length)
  })
})

describe("defineStyles and the Babel plugin of browser bundles", () => {
  it("names classes by scope and key, the same at run time and in the stripped bundle", () => {
    const names = defineStyles("plugin-check", { root: { p: 1 }, searchButton: { m: 0 } })
    expect(names).toEqual({ root: "plugin-check-root", searchButton: "plugin-check-search-button" })
    const code = strip(`import { defineStyles } from "../theme/styles/defineStyles"\nimport { tokens } from "./tokens"\nexport const s = defineStyles("plugin-check", { root: { p: tokens.a }, "searchButton": { m: 0, "&:hover": { color: "x" } } })`)
    expect(code).toContain('root: "plugin-check-root"')
    expect(code).toContain('searchButton: "plugin-check-search-button"')
    expect(code).not.toContain("hover")
    expect(code).not.toContain("defineStyles(")
  })

  it("refuses a call it cannot read, naming the file", () => {
    expect(() => strip(`import { defineStyles } from "./d"\nconst r = {}\nexport const s = defineStyles("a", r)`)).toThrow(/object literal/)
    expect(() => strip(`import { defineStyles } from "./d"\nexport const s = defineStyles("a", { ...x })`)).toThrow(/plain key/)
    expect(() => strip(`import { defineStyles } from "./d"\nexport const s = defineStyles("Bad Scope", { a: {} })`)).toThrow(/lower-case/)
    expect(() => strip(`import { defineStyles } from "./d"\nexport const s = defineStyles("a", { a: {} })`, "/site/src/x/Widget.tsx")).toThrow(/\.styles\.ts/)
  })

  it("throws on two modules sharing a scope", () => {
    defineStyles("twice", { a: {} })
    expect(() => defineStyles("twice", { b: {} })).toThrow(/scope "twice"/)
    expect(styleClassName("twice", "b")).toBe("twice-b")
  })
})

describe("Gatsby's own elements", () => {
  it("lose their style attribute in the server HTML; other elements keep theirs", () => {
    const { withoutFrameworkStyleAttributes } = require("../../../src/theme/styles/frameworkElements")
    const html = '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><div id="gatsby-announcer" style="position:absolute" aria-live="assertive"></div><div id="x" style="color:red"></div></div>'
    expect(withoutFrameworkStyleAttributes(html)).toBe('<div tabindex="-1" id="gatsby-focus-wrapper"><div id="gatsby-announcer" aria-live="assertive"></div><div id="x" style="color:red"></div></div>')
  })
})
