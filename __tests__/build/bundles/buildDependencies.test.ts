/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { CacheKeyedByLockfile, CODE_DIGEST_FILE, replacedBuildDependencies, writeCodeDigest } from "../../../src/build/bundles/buildDependencies"

function siteWithCompiledCode(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "strata-build-deps-"))
  fs.mkdirSync(path.join(root, ".cache", "compiled", "plugins", "local"), { recursive: true })
  fs.writeFileSync(path.join(root, ".cache", "compiled", "gatsby-node.js"), "exports.a = 1\n")
  fs.writeFileSync(path.join(root, ".cache", "compiled", "plugins", "local", "gatsby-node.js"), "exports.b = 2\n")
  fs.writeFileSync(path.join(root, "package.json"), "{}\n")
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}\n")
  return root
}

describe("replacedBuildDependencies", () => {
  const own = ["/site/package-lock.json", "/site/package.json", "/site/.cache/strata-webpack-code.json"]

  it("drops what lives in node_modules or .cache/compiled, which the lockfile and the digest stand for", () => {
    const current = [
      "/site/node_modules/webpack/lib/",
      "/site/node_modules/gatsby/dist/utils/babel-loader.js",
      "/site/node_modules/@scope/pkg/index.js",
      "/site/.cache/compiled/gatsby-node.js",
    ]
    expect(replacedBuildDependencies(current, own)).toEqual(own)
  })

  it("keeps a build dependency of the site's own outside them, once", () => {
    const current = ["/site/src/loaders/local-loader.js", "/site/package.json", "/site/node_modules/null-loader/dist/cjs.js"]
    expect(replacedBuildDependencies(current, own)).toEqual([...own, "/site/src/loaders/local-loader.js"])
  })
})

describe("writeCodeDigest", () => {
  const root = siteWithCompiledCode()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("records a digest of every compiled gatsby file", () => {
    const file = writeCodeDigest(root)
    expect(file).toBe(path.join(root, CODE_DIGEST_FILE))
    const digest = JSON.parse(fs.readFileSync(file, "utf8"))
    expect(Object.keys(digest)).toEqual(["gatsby-node.js", path.join("plugins", "local", "gatsby-node.js")])
    expect(digest["gatsby-node.js"]).toMatch(/^[0-9a-f]{40}$/)
  })

  it("leaves the file untouched when nothing changed, and changes it when the build code does", () => {
    const file = writeCodeDigest(root)
    const before = fs.readFileSync(file, "utf8")
    fs.utimesSync(file, new Date(0), new Date(0))
    writeCodeDigest(root)
    expect(fs.statSync(file).mtimeMs).toBe(0)
    fs.writeFileSync(path.join(root, ".cache", "compiled", "gatsby-node.js"), "exports.a = 2\n")
    writeCodeDigest(root)
    expect(fs.readFileSync(file, "utf8")).not.toBe(before)
  })
})

describe("CacheKeyedByLockfile", () => {
  const root = siteWithCompiledCode()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it("hands webpack's cache the lockfile, package.json and the digest in place of the loaders and webpack itself", async () => {
    fs.mkdirSync(path.join(root, "src"))
    fs.writeFileSync(path.join(root, "src", "entry.js"), "module.exports = require('./data.txt')\n")
    fs.writeFileSync(path.join(root, "src", "data.txt"), "text")
    let before: string[] = []
    let stored: string[] = []
    const compiler = webpack({
      mode: "production",
      context: root,
      entry: "./src/entry.js",
      output: { path: path.join(root, "out") },
      // A loader from node_modules: by default webpack would follow its requires as build dependencies.
      module: { rules: [{ test: /\.txt$/, use: require.resolve("null-loader") }] },
      cache: { type: "filesystem", cacheDirectory: path.join(root, ".cache", "webpack") },
      plugins: [
        { apply: (c: webpack.Compiler) => c.hooks.done.tap("before", ({ compilation }) => void (before = [...compilation.buildDependencies])) },
        new CacheKeyedByLockfile(root),
        { apply: (c: webpack.Compiler) => c.hooks.done.tap("read", ({ compilation }) => void (stored = [...compilation.buildDependencies])) },
      ],
    })
    await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())))
    await new Promise<void>((resolve) => compiler.close(() => resolve()))
    expect(before).toEqual(expect.arrayContaining([require.resolve("null-loader"), expect.stringMatching(/node_modules[\\/]webpack[\\/]lib[\\/]$/)]))
    expect(stored).toEqual([path.join(root, "package-lock.json"), path.join(root, "package.json"), path.join(root, CODE_DIGEST_FILE)])
  })
})
