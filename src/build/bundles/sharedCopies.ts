import fs from "fs"
import path from "path"

/**
 * npm nests a package once per dependent when it cannot hoist it: InstantSearch's four packages each pin
 * @swc/helpers 0.5.18 and each got a copy of its own, so the search dialog's chunk carried its helpers twice
 * (about 3 KB minified). Where every copy is the same version, the browser build resolves them all to one.
 */
export const SHARED_IN_DIALOG = {
  name: "@swc/helpers",
  users: ["instantsearch.js", "react-instantsearch-core", "react-instantsearch", "instantsearch-ui-components"],
}

/** The copy of `name` a package at the root of node_modules resolves: its own nested one, else the hoisted one. */
function copyFor(rootDir: string, user: string, name: string): string | undefined {
  const candidates = [path.join(rootDir, "node_modules", user, "node_modules", name), path.join(rootDir, "node_modules", name)]
  return candidates.find((dir) => fs.existsSync(path.join(dir, "package.json")))
}

function versionOf(dir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version
}

/**
 * A webpack alias sending every import of `name` to one copy, when all the copies the users resolve are the same
 * version; none when they differ (two versions are two different modules) or when fewer than two copies exist.
 */
export function oneCopyAlias(rootDir: string, { name, users }: { name: string; users: string[] }): Record<string, string> {
  const copies = [...new Set(users.map((user) => copyFor(rootDir, user, name)).filter((dir): dir is string => dir !== undefined))]
  if (copies.length < 2) return {}
  const versions = new Set(copies.map(versionOf))
  return versions.size === 1 ? { [name]: copies[0] } : {}
}
