import fs from "fs"
import path from "path"

// The styles modules are found by the build, not listed by hand in theme/ (which would import every UI room):
// the server renderer imports one module written here, and the stylesheet is made from what it defined.

/** The name the server renderer imports every styles module by (gatsby-ssr.tsx; src/types/styleModules.d.ts). */
export const STYLE_MODULES = "strata-style-modules"

const STYLES_FILE = /\.styles\.ts$/

/** Files under `dir`, as paths relative to `rootDir` with "/" separators. */
function stylesUnder(rootDir: string, dir: string): string[] {
  return fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return stylesUnder(rootDir, file)
    return STYLES_FILE.test(entry.name) ? [file] : []
  })
}

/**
 * Every `*.styles.ts` file of src/, in path order without regard to case ("mdx/code/…" before "mdx/MethodTag…"):
 * a later module wins a tie where two classes meet on one element, so the order is fixed here.
 */
export function styleModuleFiles(rootDir: string): string[] {
  return stylesUnder(rootDir, "src").sort((a, b) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()]
    return x < y ? -1 : x > y ? 1 : 0
  })
}

/** The module that imports every styles module, for the server renderer's bundle; written into .cache, its path. */
export function writeStyleModulesEntry(rootDir: string): string {
  const file = path.join(rootDir, ".cache", "strata", "style-modules.js")
  const imports = styleModuleFiles(rootDir).map((source) => `import ${JSON.stringify(path.join(rootDir, source))}\n`)
  const text = `// Written by the build (src/build/bundles/styleModules.ts): every styles module of src/, in order.\n${imports.join("")}`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Unchanged text is not written again: webpack's watcher in develop would rebuild the renderer for nothing.
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) fs.writeFileSync(file, text)
  return file
}
