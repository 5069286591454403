import fs from "fs"
import path from "path"
import { SOURCE_PATHS } from "../../../src/build/kernel/sourcePaths"

const ROOT = path.join(__dirname, "..", "..", "..")

describe("the source paths the build names", () => {
  it.each(SOURCE_PATHS)("%s exists (a moved file fails here, not in the build)", (file) => {
    expect(fs.existsSync(path.join(ROOT, file))).toBe(true)
  })
})
