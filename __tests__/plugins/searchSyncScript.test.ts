/** @jest-environment node */
import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import type { SearchRecord } from "../../src/search/index/records"
import { startFakeAlgolia } from "./fakeAlgolia"
import { tempDir } from "../tempDirs"

const script = path.resolve(__dirname, "../../scripts/search-sync.mjs")
let server: Awaited<ReturnType<typeof startFakeAlgolia>>
beforeEach(async () => {
  server = await startFakeAlgolia("TESTAPP", "admin-secret")
})
afterEach(() => server.close())

const section = (id: string, content = `About ${id}.`): SearchRecord => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code: "", title: "P", hierarchy: ["P", id] })
function recordsFile(records: SearchRecord[]): string {
  const file = path.join(tempDir("search-sync-"), "records.json")
  fs.writeFileSync(file, JSON.stringify(records))
  return file
}
function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { PATH: process.env.PATH ?? "", ALGOLIA_APP_ID: "TESTAPP", ALGOLIA_ADMIN_KEY: "admin-secret", ALGOLIA_HOSTS: server.hosts[0].url, ALGOLIA_INDEX_NAME: "docs-preview" }
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env: { ...base, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}
const writes = () => server.log.filter((entry) => entry.method !== "GET" && !entry.path.endsWith("/browse"))

describe("npm run search:sync", () => {
  it("--dry-run prints what a sync would save, delete and re-set, and writes nothing; without it, syncs", async () => {
    const file = recordsFile([section("a"), section("b")])
    const dry = await run(["--dry-run", "--records", file])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toMatch(/^Algolia sync of docs-preview \(dry run, nothing written\): rebuild \(the index does not exist\), 2 would be saved/)
    expect(dry.stdout).toContain("would save 2: /p#a, /p#b")
    expect(writes()).toEqual([])
    expect(server.indices.has("docs-preview")).toBe(false)

    const real = await run(["--records", file])
    expect(real.code).toBe(0)
    expect(real.stdout).toMatch(/^Algolia sync of docs-preview: rebuild \(the index does not exist\), 2 saved/)
    expect([...server.indices.get("docs-preview")!.objects.keys()].sort()).toEqual(["/p#a", "/p#b"])

    server.indices.get("docs-preview")!.settings.distinct = false
    server.log.length = 0
    const drift = await run(["--dry-run", "--records", recordsFile([section("a")])])
    expect(drift.stdout).toContain("  would delete 1: /p#b\n  would re-send settings: distinct\n")
    expect(writes()).toEqual([])
  }, 60_000)

  it("fails with the step and status, and with a usage line for unknown arguments or missing keys", async () => {
    server.fail(() => true, { times: 10 })
    const failed = await run(["--records", recordsFile([section("a")])])
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/^Algolia sync failed at list indices: HTTP 500 "Internal error"\. The index docs-preview still holds its previous complete state/)
    expect((await run(["--force"])).code).toBe(2)
    const noKeys = await run(["--dry-run"], { ALGOLIA_ADMIN_KEY: "" })
    expect(noKeys.code).toBe(2)
    expect(noKeys.stderr).toMatch(/needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY/)
  }, 60_000)
})
