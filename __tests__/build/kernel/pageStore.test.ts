import fs from "fs"
import path from "path"
import { compilerVersion } from "../../../src/build/kernel/pageStore"
import { temporaryDir } from "../fixtureSite"

describe("compilerVersion", () => {
  const root = temporaryDir()
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }

  it("changes with every file the compiler reads, the frame's ids included, and with nothing else", () => {
    write("src/mdx/compiler/headings.ts", "a")
    write("src/toc/topAnchor.ts", "b")
    write("src/layout/pageIds.ts", "c")
    write("src/layout/DocLayout.tsx", "d")
    write("package-lock.json", "{}")
    const versions = [compilerVersion(root)]
    write("src/layout/DocLayout.tsx", "d2")
    expect(compilerVersion(root)).toBe(versions[0])
    for (const [file, text] of [["src/mdx/compiler/headings.ts", "a2"], ["src/toc/topAnchor.ts", "b2"], ["src/layout/pageIds.ts", "c2"], ["package-lock.json", "{ }"]]) {
      write(file, text)
      versions.push(compilerVersion(root))
    }
    expect(new Set(versions).size).toBe(versions.length)
  })
})
