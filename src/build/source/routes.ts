import path from "path"

/** The route a content file serves: `guides/stratadb/filters.mdx` → `/guides/stratadb/filters`; `index.mdx` serves its folder. */
export function routeFromFilePath(contentDir: string, filePath: string): string {
  const relative = path.relative(contentDir, filePath).split(path.sep).join("/")
  const withoutExtension = relative.replace(/\.mdx?$/, "")
  const route = `/${withoutExtension}`.replace(/(^|\/)index$/, "")
  return route === "" ? "/" : route
}
