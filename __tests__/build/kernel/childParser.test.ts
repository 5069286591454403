/** @jest-environment node */
import fs from "fs"
import path from "path"
import { runChildParser, runnerFile } from "../../../src/build/kernel/tools/childParser"
import { tempDir } from "../../tempDirs"

// The one way the build runs a parser in a child process: JSON in on standard input, JSON out, and an error that
// names the tool when the runner is missing, fails or answers with something else.

const dir = tempDir("strata-child-parser-")
const runner = (name: string, code: string) => {
  fs.writeFileSync(path.join(dir, name), code)
  return { tool: "The test parser", runner: `src/tools/${name}`, besides: dir }
}

describe("runChildParser", () => {
  it("finds the runner beside the module, writes the input as JSON and reads the answer", () => {
    const echo = runner("echo.cjs", 'const input = JSON.parse(require("fs").readFileSync(0, "utf8")); process.stdout.write(JSON.stringify({ input, args: process.argv.slice(2) }))')
    expect(runChildParser({ ...echo, input: ["a", 1], args: ["x"] })).toEqual({ input: ["a", 1], args: ["x"] })
  })

  it("names the tool and where it looked when the runner is missing", () => {
    expect(() => runnerFile({ tool: "The test parser", runner: "src/tools/none.cjs", besides: dir })).toThrow(
      `The test parser: its runner src/tools/none.cjs is not at ${path.join(dir, "none.cjs")} or ${path.join(process.cwd(), "src/tools/none.cjs")}`,
    )
  })

  it("names the tool and gives its error output when the runner fails", () => {
    const failing = runner("fail.cjs", 'process.stderr.write("no grammar"); process.exit(2)')
    expect(() => runChildParser(failing)).toThrow("The test parser stopped (exit 2): no grammar")
  })

  it("names the tool when the answer is not JSON", () => {
    const chatty = runner("chatty.cjs", 'process.stdout.write("parsed 3 files")')
    expect(() => runChildParser(chatty)).toThrow(/^The test parser answered with what is not JSON .*: parsed 3 files$/)
  })
})
