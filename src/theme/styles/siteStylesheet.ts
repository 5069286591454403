import type { Theme } from "@theme-ui/css"
import { pageChromeCss } from "../../layout/pageChromeStyles"
import { printCss } from "../printStyles"
import { theme } from "../theme"
import { styleClassName } from "./className"
import { styleToCss } from "./cssText"
import { definedStyles, type StylesModule } from "./defineStyles"
import { frameworkElementsCss } from "./frameworkElements"
import { globalCss } from "./globalCss"
// Every *.styles.ts file, imported for its defineStyles calls (a unit test keeps the list complete).
import "./styleModules"

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
 * Content-Security-Policy allows it by its hash): global rules, every component's classes, the page chrome
 * and the print rules.
 */
export function siteStylesheet(): string {
  // The same for every page of a build: resolved against the theme once, not once per page.
  sheet ??= [globalCss, frameworkElementsCss, stylesheetFor(definedStyles(), theme), pageChromeCss, `@media print{${printCss}}`].join("\n")
  return sheet
}
