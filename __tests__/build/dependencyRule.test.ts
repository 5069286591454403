/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.join(__dirname, "..", "..")
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs")
const DEPCRUISE = path.join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs")

// The report is read as text: colour is asked off, and any escape code a terminal setting forces is dropped.
const NO_COLOUR = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" }
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "")

/** Runs the dependency rule (the config npm test runs) over a site of these files; its exit code and report. */
function cruise(files: Record<string, string>, roots = ["src"]): { status: number; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dependency-rule-"))
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    try {
      return { status: 0, output: plain(execFileSync(process.execPath, [DEPCRUISE, ...roots, "--config", CONFIG], { cwd: dir, encoding: "utf8", env: NO_COLOUR })) }
    } catch (error) {
      const failed = error as { status: number; stdout: string }
      return { status: failed.status, output: plain(failed.stdout) }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const leaf = "export const value = 1\n"
const importing = (from: string) => `import { value } from "${from}"\nexport const used = value\n`

describe("the build's dependency rule", () => {
  it("fails a stage that imports another stage, naming both files", () => {
    const { status, output } = cruise({ "src/build/check/checkSite.ts": importing("../source/readSite"), "src/build/source/readSite.ts": leaf })
    expect(status).not.toBe(0)
    expect(output).toContain("stage-imports-stage: src/build/check/checkSite.ts → src/build/source/readSite.ts")
  })

  it("fails a domain room that imports the build, and the kernel importing a stage", () => {
    const { status, output } = cruise({
      "src/templates/DocPage.ts": importing("../build/pages/pageChrome"),
      "src/build/pages/pageChrome.ts": leaf,
      "src/build/kernel/siteModel.ts": importing("../pages/pageChrome"),
    })
    expect(status).not.toBe(0)
    expect(output).toContain("domain-imports-build: src/templates/DocPage.ts → src/build/pages/pageChrome.ts")
    expect(output).toContain("shared-imports-stage: src/build/kernel/siteModel.ts → src/build/pages/pageChrome.ts")
  })

  it("fails search's engine importing the dialog, its index writer importing the engine, and shared/ importing a room", () => {
    const { status, output } = cruise({
      "src/search/engine/localClient.ts": importing("../dialog/SearchPanel"),
      "src/search/dialog/SearchPanel.ts": leaf,
      "src/search/index/buildIndex.ts": importing("../engine/ranking"),
      "src/search/engine/ranking.ts": leaf,
      "src/search/shared/tokenize.ts": importing("../index/records"),
      "src/search/index/records.ts": leaf,
    })
    expect(status).not.toBe(0)
    expect(output).toContain("search-engine-stays-in-browser: src/search/engine/localClient.ts → src/search/dialog/SearchPanel.ts")
    expect(output).toContain("search-index-stays-at-build: src/search/index/buildIndex.ts → src/search/engine/ranking.ts")
    expect(output).toContain("search-shared-is-the-bottom: src/search/shared/tokenize.ts → src/search/index/records.ts")
  })

  it("passes stages that import the kernel, the compiler and domain rooms, and a pipeline that imports the stages", () => {
    const { status, output } = cruise({
      "src/build/pipeline.ts": importing("./emit/emitFiles"),
      "src/build/emit/emitFiles.ts": importing("../kernel/siteModel") + importing("../compile/pageCompiler").replace(/value|used/g, "$&2"),
      "src/build/compile/pageCompiler.ts": importing("../../mdx/compileMdx"),
      "src/build/kernel/siteModel.ts": leaf,
      "src/mdx/compileMdx.ts": leaf,
    })
    expect(output).toContain("no dependency violations found")
    expect(status).toBe(0)
  })

  it("fails code a reader's browser runs that reaches a Node module or build code, naming the path to it", () => {
    const { status, output } = cruise({
      "src/templates/DocPage.tsx": importing("../layout/Article"),
      "src/layout/Article.tsx": importing("../ui/readFile"),
      "src/ui/readFile.ts": 'import fs from "fs"\nexport const value = fs.existsSync(".") ? 1 : 0\n',
      "src/templates/Other.tsx": importing("../build/kernel/siteModel"),
      "src/build/kernel/siteModel.ts": leaf,
    })
    expect(status).not.toBe(0)
    expect(output).toContain("shipped-code-stays-in-the-browser: src/templates/DocPage.tsx → fs")
    expect(output).toContain("shipped-code-stays-in-the-browser: src/templates/Other.tsx → src/build/kernel/siteModel.ts")
  })

  it("fails a UI room importing one above it, and passes one importing below", () => {
    const { status, output } = cruise({
      "src/theme/styles/styleModules.ts": importing("../../layout/Footer.styles"),
      "src/layout/Footer.styles.ts": importing("../theme/tokens"),
      "src/theme/tokens.ts": leaf,
    })
    expect(status).not.toBe(0)
    expect(output).toContain("ui-rooms-in-order-theme: src/theme/styles/styleModules.ts → src/layout/Footer.styles.ts")
    expect(output).not.toContain("src/layout/Footer.styles.ts → src/theme/tokens.ts")
  })

  it("fails a gatsby-node.ts that imports anything but the pipeline", () => {
    const { status, output } = cruise(
      { "gatsby-node.ts": importing("./src/build/emit/emitFiles"), "src/build/emit/emitFiles.ts": leaf, "src/build/pipeline.ts": leaf },
      ["src", "gatsby-node.ts"],
    )
    expect(status).not.toBe(0)
    expect(output).toContain("gatsby-node-is-an-adapter: gatsby-node.ts → src/build/emit/emitFiles.ts")
  })
})
