import type { ThemeUIStyleObject } from "@theme-ui/css"
import { styleClassName } from "./className"

/** The rules of one styles module: each key a rule (theme-ui style object), each becoming one class. */
export type StyleRules = Record<string, ThemeUIStyleObject>
export type ClassNames<T> = { readonly [K in keyof T]: string }

export interface StylesModule {
  scope: string
  rules: StyleRules
}

// Every styles module evaluated in this process (Node: the build and tests), in the order they were defined.
const defined = new Map<string, StyleRules>()

/**
 * Declares a component's styles, in a `*.styles.ts` file: returns the class name of each rule. The CSS is
 * generated at build from the theme (src/layout/siteStylesheet); in browser bundles a Babel plugin
 * replaces the call with its class names, so no rule and no style engine reaches a reader's browser.
 */
export function defineStyles<T extends StyleRules>(scope: string, rules: T): ClassNames<T> {
  if (defined.has(scope) && defined.get(scope) !== rules) throw new Error(`Two styles modules use the scope "${scope}"`)
  defined.set(scope, rules)
  return Object.fromEntries(Object.keys(rules).map((key) => [key, styleClassName(scope, key)])) as ClassNames<T>
}

/** The styles modules defined so far, in definition order. */
export function definedStyles(): StylesModule[] {
  return [...defined].map(([scope, rules]) => ({ scope, rules }))
}
