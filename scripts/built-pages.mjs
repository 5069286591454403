// The pages of a build a reader can open: each index.html under public/, not Gatsby's own folders
// (page data, slices, static assets). Shared by the byte budgets, the HTML check and the browser tests.
import { readdirSync, statSync } from "node:fs"
import path from "node:path"

const GATSBY_FOLDERS = new Set(["_gatsby", "page-data", "static"])

/** [{ route, file }] of every index.html under `publicDir` ("/" for the top one), in folder order. */
export function builtPages(publicDir, route = "") {
  return readdirSync(publicDir).flatMap((name) => {
    const full = path.join(publicDir, name)
    if (!statSync(full).isDirectory()) return name === "index.html" ? [{ route: route || "/", file: full }] : []
    return route === "" && GATSBY_FOLDERS.has(name) ? [] : builtPages(full, `${route}/${name}`)
  })
}
