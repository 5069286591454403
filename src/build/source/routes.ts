import path from "path"

/** The route a content file serves: `guides/stratadb/filters.mdx` → `/guides/stratadb/filters`; `index.mdx` serves its folder. */
export function routeFromFilePath(contentDir: string, filePath: string): string {
  const relative = path.relative(contentDir, filePath).split(path.sep).join("/")
  const withoutExtension = relative.replace(/\.mdx?$/, "")
  const route = `/${withoutExtension}`.replace(/(^|\/)index$/, "")
  return route === "" ? "/" : route
}

/** Lines of front matter above the body, so errors point at the right line of the file. */
export function bodyLineOffset(raw: string, body: string): number {
  const at = body ? raw.indexOf(body) : -1
  return at <= 0 ? 0 : raw.slice(0, at).split("\n").length - 1
}
