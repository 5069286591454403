/** @jest-environment node */
import { spawnSync } from "child_process"
import path from "path"

// docs/understanding.md holds two parts made from the code: the build's drawing (from SITE_STAGES, with
// docs/pipeline.svg) and the map of src/ (from the import graph). A stage, a folder or a file added without
// running the scripts leaves them stale, and this fails with the command that brings them up to date.

const ROOT = path.join(__dirname, "..", "..")

function check(script: string) {
  const run = spawnSync(process.execPath, [path.join("scripts", script), "--check"], { cwd: ROOT, encoding: "utf8", timeout: 60_000 })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe("the maintainers' guide, docs/understanding.md", () => {
  it("draws the build as SITE_STAGES declares it (node scripts/pipeline-diagram.mjs)", () => {
    const { status, output } = check("pipeline-diagram.mjs")
    expect(output).toContain("Up to date: docs/understanding.md, docs/pipeline.svg")
    expect(status).toBe(0)
  }, 60_000)

  it("maps every folder of src/ with its files, where it runs and its purpose (node scripts/folder-map.mjs)", () => {
    const { status, output } = check("folder-map.mjs")
    expect(output).toContain("Up to date: docs/understanding.md")
    expect(status).toBe(0)
  }, 60_000)
})
