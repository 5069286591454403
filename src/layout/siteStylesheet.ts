import type { Theme } from "@theme-ui/css"
import { pageChromeCss } from "./pageChromeStyles"
import { printCss } from "../theme/printStyles"
import { theme } from "../theme/theme"
import { styleClassName } from "../theme/styles/className"
import { styleToCss } from "../theme/styles/cssText"
import { definedStyles, type StylesModule } from "../theme/styles/defineStyles"
import { frameworkElementsCss } from "../theme/styles/frameworkElements"
import { globalCss } from "../theme/styles/globalCss"
import { EXPLORER_STYLES_SCOPE } from "../explorer/explorerFiles"

/** Styles a page loads only when it needs them, as a file of their own: the explorer's panel, on the first Run. */
export const ON_DEMAND_SCOPES: readonly string[] = [EXPLORER_STYLES_SCOPE]

/** The CSS of styles modules: one class per rule (`.scope-key`), in the order the modules and their rules were defined. */
export function stylesheetFor(modules: readonly StylesModule[], withTheme: Theme): string {
  return modules
    .flatMap(({ scope, rules }) => Object.entries(rules).map(([key, rule]) => styleToCss(`.${styleClassName(scope, key)}`, rule, withTheme)))
    .filter(Boolean)
    .join("\n")
}

let sheet: string | undefined

/** The stylesheet of one on-demand scope (its module must have been imported). */
export function onDemandStylesheet(scope: string): string {
  const module = definedStyles().find((defined) => defined.scope === scope)
  if (!module) throw new Error(`No styles module of scope "${scope}" is loaded`)
  return stylesheetFor([module], theme)
}

/**
 * The site's one stylesheet, served inline in every page's <head> (first paint needs no request, and the
 * Content-Security-Policy allows it by its hash): global rules, every component's classes (the styles modules the server renderer imports: `strata-style-modules`, src/build/bundles/styleModules), the page chrome
 * and the print rules.
 */
export function siteStylesheet(): string {
  // The same for every page of a build: resolved against the theme once, not once per page.
  const everyPage = definedStyles().filter((module) => !ON_DEMAND_SCOPES.includes(module.scope))
  sheet ??= [globalCss, frameworkElementsCss, stylesheetFor(everyPage, theme), pageChromeCss, `@media print{${printCss}}`].join("\n")
  return sheet
}
