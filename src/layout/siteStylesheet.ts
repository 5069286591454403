import type { Theme } from "@theme-ui/css"
import { pageChromeCss } from "./pageChromeStyles"
import { printCss } from "../theme/printStyles"
import { theme } from "../theme/theme"
import { styleClassName } from "../theme/styles/className"
import { styleToCss } from "../theme/styles/cssText"
import { definedStyles, type StylesModule } from "../theme/styles/defineStyles"
import { frameworkElementsCss } from "../theme/styles/frameworkElements"
import { globalCss } from "../theme/styles/globalCss"

/** The CSS of styles modules: one class per rule (`.scope-key`), in the order the modules and their rules were defined. */
export function stylesheetFor(modules: readonly StylesModule[], withTheme: Theme): string {
  return modules
    .flatMap(({ scope, rules }) => Object.entries(rules).map(([key, rule]) => styleToCss(`.${styleClassName(scope, key)}`, rule, withTheme)))
    .filter(Boolean)
    .join("\n")
}

let sheet: string | undefined

/**
 * The site's one stylesheet, served inline in every page's <head> (first paint needs no request, and the
 * Content-Security-Policy allows it by its hash): global rules, every component's classes (the styles modules the server renderer imports: `strata-style-modules`, src/build/bundles/styleModules), the page chrome
 * and the print rules.
 */
export function siteStylesheet(): string {
  // The same for every page of a build: resolved against the theme once, not once per page.
  sheet ??= [globalCss, frameworkElementsCss, stylesheetFor(definedStyles(), theme), pageChromeCss, `@media print{${printCss}}`].join("\n")
  return sheet
}
