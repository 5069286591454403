import fs from "fs"
import Module from "module"
import path from "path"
import { transformSync } from "@swc/core"
import type { NavGroup, NavNode } from "../../navigation/types"
import { NAVIGATION_FILE } from "../kernel/sourceFiles"


export interface NavigationFile {
  navigation: NavGroup[]
  unlistedRoutes: string[]
}

/** "content/navigation.ts:12:3 Expected ',', got 'ident'" from the compiler's report of a syntax error. */
function syntaxError(message: string): string {
  const match = /x (.+)\n\s*,-\[[^\]]*?:(\d+):(\d+)\]/.exec(message)
  return match ? `${NAVIGATION_FILE}:${match[2]}:${match[3]} ${match[1]}` : `${NAVIGATION_FILE}: ${message.split("\n")[0]}`
}

/** What is wrong with the shape of one node and the nodes under it, each with its place in the tree. */
function nodeProblems(node: unknown, at: string, group: boolean): string[] {
  if (typeof node !== "object" || node === null) return [`${at} is not an entry ({ title, href } or { title, links })`]
  const { title, href, links } = node as Partial<NavNode>
  const problems: string[] = []
  if (typeof title !== "string" || title.trim() === "") problems.push(`${at} has no title`)
  if (href !== undefined && typeof href !== "string") problems.push(`${at}: href must be a string`)
  if (links !== undefined && !Array.isArray(links)) problems.push(`${at}: links must be a list`)
  if (group && !Array.isArray(links)) problems.push(`${at} is a top-level group and needs links`)
  if (Array.isArray(links)) links.forEach((child, index) => problems.push(...nodeProblems(child, `${at}.links[${index}]`, false)))
  return problems
}

/** Problems of a module's exports as a navigation file, "navigation[2].links[0] has no title". */
export function navigationProblems(exports: Record<string, unknown>): string[] {
  const { navigation, unlistedRoutes = [] } = exports
  const problems: string[] = []
  if (!Array.isArray(navigation)) problems.push("it must export `navigation`, a list of groups")
  else navigation.forEach((group, index) => problems.push(...nodeProblems(group, `navigation[${index}]`, true)))
  if (!Array.isArray(unlistedRoutes) || unlistedRoutes.some((route) => typeof route !== "string")) problems.push("`unlistedRoutes` must be a list of routes")
  return problems
}

/**
 * Reads content/navigation.ts when the build or `gatsby develop` sources it, so an edit in develop is sourced
 * again like any content file, where an import would be compiled into gatsby-node once, at start. Its types
 * are stripped, not checked (`npm run typecheck` checks them); its shape is checked here instead. Throws an
 * Error naming the file (with line and column for a syntax error) when it cannot be read.
 */
export function readNavigationFile(rootDir: string): NavigationFile {
  const file = path.join(rootDir, NAVIGATION_FILE)
  if (!fs.existsSync(file)) throw new Error(`${NAVIGATION_FILE} is missing: every page must be listed in it`)
  let code: string
  try {
    code = transformSync(fs.readFileSync(file, "utf8"), {
      filename: file,
      jsc: { parser: { syntax: "typescript" }, target: "es2022" },
      module: { type: "commonjs" },
    }).code
  } catch (error) {
    throw new Error(syntaxError(String((error as Error).message ?? error)))
  }
  const module = { exports: {} as Record<string, unknown> }
  try {
    new Function("module", "exports", "require", code)(module, module.exports, Module.createRequire(file))
  } catch (error) {
    throw new Error(`${NAVIGATION_FILE}: ${(error as Error).message}`)
  }
  const problems = navigationProblems(module.exports)
  if (problems.length > 0) throw new Error(`${NAVIGATION_FILE}: ${problems.join("; ")}`)
  return { navigation: module.exports.navigation as NavGroup[], unlistedRoutes: (module.exports.unlistedRoutes as string[] | undefined) ?? [] }
}
