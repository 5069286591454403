import fs from "fs"
import path from "path"
import { buildCodeVersion, CHECK_TOOL_FILES } from "../../../src/build/kernel/stageMemo"
import { temporaryDir } from "../fixtureSite"

describe("buildCodeVersion", () => {
  const root = temporaryDir()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }

  it("is undefined before Gatsby has compiled the build code", () => {
    expect(buildCodeVersion(root)).toBeUndefined()
  })

  it("changes with the compiled code and with each check tool a child process runs, so a cached check stage is not reused after either changes", () => {
    write(".cache/compiled/gatsby-node.js", "compiled")
    const versions = [buildCodeVersion(root)]
    for (const tool of CHECK_TOOL_FILES) {
      write(tool, `${tool} 1`)
      versions.push(buildCodeVersion(root))
    }
    write(".cache/compiled/gatsby-node.js", "compiled again")
    versions.push(buildCodeVersion(root))
    expect(new Set(versions).size).toBe(versions.length)
    expect(buildCodeVersion(root)).toBe(versions[versions.length - 1])
  })
})
