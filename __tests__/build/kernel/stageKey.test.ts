import fs from "fs"
import path from "path"
import { importClosure, packageOf, packageVersions } from "../../../src/build/kernel/codeClosure"
import { stageKey } from "../../../src/build/kernel/stageKey"
import { PAGE_COMPILER, CHECK_SITE, EMIT_FILES, TWINS } from "../../../src/build/kernel/sourcePaths"
import { temporaryDir } from "../fixtureSite"

const SITE_ROOT = path.join(__dirname, "..", "..", "..")

/** A lockfile of these packages: name → [version, its dependencies]. */
const lockfile = (packages: Record<string, [string, string[]]>) =>
  JSON.stringify({
    packages: Object.fromEntries(
      Object.entries(packages).map(([at, [version, deps]]) => [at, { version, dependencies: Object.fromEntries(deps.map((dep) => [dep, "*"])) }]),
    ),
  })

describe("a stage's key, from the import closure of its code", () => {
  const root = temporaryDir()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  const site = {
    "src/stage/entry.ts": 'import { a } from "./a"\nimport type { T } from "../types"\nexport { b } from "../lib/b"\nimport "pkg/deep"\nimport fs from "node:fs"\n',
    "src/stage/a.ts": 'export const a = require("./c.cjs")\n',
    "src/stage/c.cjs": 'module.exports = import("./d.mjs")\n',
    "src/stage/d.mjs": "export default 1\n",
    "src/types.ts": "export type T = 1\n",
    "src/lib/b/index.ts": 'import data from "./data.json"\nexport const b = data\n',
    "src/lib/b/data.json": "{}\n",
    "src/other/unused.ts": "export const unused = 1\n",
    "tools/runner.cjs": "// started in a child process\n",
    "package-lock.json": lockfile({ "node_modules/pkg": ["1.0.0", ["dep"]], "node_modules/dep": ["2.0.0", []], "node_modules/other": ["3.0.0", []] }),
  }
  const reads = { code: ["src/stage/entry.ts"], files: ["tools/runner.cjs"] }
  beforeEach(() => Object.entries(site).forEach(([file, text]) => write(file, text)))

  it("follows static, type, re-export, require and dynamic imports, and names the packages", () => {
    expect(importClosure(root, ["src/stage/entry.ts"])).toEqual({
      files: ["src/lib/b/data.json", "src/lib/b/index.ts", "src/stage/a.ts", "src/stage/c.cjs", "src/stage/d.mjs", "src/stage/entry.ts", "src/types.ts"],
      packages: ["pkg"],
    })
  })

  it("changes when any file of the closure or a declared file changes, and not when another file does", () => {
    const first = stageKey(root, reads)
    write("src/other/unused.ts", "export const unused = 2\n")
    write("README.md", "anything\n")
    expect(stageKey(root, reads)).toBe(first)
    const keys = [first]
    for (const file of [...importClosure(root, reads.code).files, ...reads.files]) {
      write(file, `${fs.readFileSync(path.join(root, file), "utf8")} `)
      keys.push(stageKey(root, reads))
    }
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("changes when an imported package or one it depends on moves, and not when another package does", () => {
    const first = stageKey(root, reads)
    write("package-lock.json", lockfile({ "node_modules/pkg": ["1.0.0", ["dep"]], "node_modules/dep": ["2.0.0", []], "node_modules/other": ["3.1.0", []] }))
    expect(stageKey(root, reads)).toBe(first)
    write("package-lock.json", lockfile({ "node_modules/pkg": ["1.0.0", ["dep"]], "node_modules/dep": ["2.0.1", []], "node_modules/other": ["3.0.0", []] }))
    expect(stageKey(root, reads)).not.toBe(first)
  })

  it("fails naming a declared entry the site doesn't have", () => {
    expect(() => stageKey(root, { code: ["src/stage/gone.ts"] })).toThrow("A stage declares src/stage/gone.ts as its code, but the site has no such file")
  })
})

describe("packages", () => {
  it("reads a package's name from an import, and none from Node's own modules", () => {
    expect(["@scope/name/sub", "unified", "hast-util-to-jsx-runtime/lib", "fs", "node:path", "fs/promises"].map(packageOf)).toEqual([
      "@scope/name",
      "unified",
      "hast-util-to-jsx-runtime",
      undefined,
      undefined,
      undefined,
    ])
  })

  it("resolves a dependency where Node would, nested first", () => {
    const lock = lockfile({
      "node_modules/a": ["1.0.0", ["b"]],
      "node_modules/a/node_modules/b": ["2.0.0", []],
      "node_modules/b": ["1.0.0", []],
      "node_modules/@types/mdast": ["4.0.0", []],
    })
    expect(packageVersions(lock, ["a", "mdast"])).toEqual(["node_modules/@types/mdast@4.0.0", "node_modules/a@1.0.0", "node_modules/a/node_modules/b@2.0.0"])
  })
})

describe("the site's own stages", () => {
  const closure = (reads: { code?: readonly string[] }) => importClosure(SITE_ROOT, reads.code ?? []).files

  it("key the page compiler by every file it imports, the badge kinds included (a list kept by hand missed them)", () => {
    expect(closure(PAGE_COMPILER)).toEqual(expect.arrayContaining(["src/ui/badgeKinds.ts", "src/ui/pageIds.ts", "src/mdx/componentRegistry.ts"]))
  })

  it("key the twins by the code that writes the badges' labels, and the checks and the emitted files by the twins' code", () => {
    expect(closure(TWINS)).toContain("src/ui/badgeKinds.ts")
    for (const reads of [CHECK_SITE, EMIT_FILES]) expect(closure(reads)).toEqual(expect.arrayContaining(closure(TWINS)))
  })
})
