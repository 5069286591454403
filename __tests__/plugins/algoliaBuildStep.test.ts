/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { runAlgoliaSync, type StrataAlgoliaOptions } from "../../plugins/gatsby-plugin-strata-algolia/buildStep"
import { pluginOptionsSchema } from "../../plugins/gatsby-plugin-strata-algolia/gatsby-node"
import { ALGOLIA_INDEX_SETTINGS as INDEX_SETTINGS, ALGOLIA_RECORD_FORMAT, SEARCH_RECORDS_FILE } from "../../src/search/index/algoliaIndex"
import type { SearchRecord } from "../../src/search/index/records"
import { algoliaRecords } from "../../src/search/index/algoliaRecords"
import { startFakeAlgolia } from "./fakeAlgolia"
import { tempDir } from "../tempDirs"

let server: Awaited<ReturnType<typeof startFakeAlgolia>>
beforeEach(async () => {
  server = await startFakeAlgolia("TESTAPP", "admin-secret")
})
afterEach(() => server.close())

describe("gatsby-plugin-strata-algolia after the build", () => {
  // The site's options, as gatsby-config.ts lists them.
  const siteOptions: StrataAlgoliaOptions = { indexName: "strata-docs", recordsFile: SEARCH_RECORDS_FILE, toRecords: algoliaRecords, settings: INDEX_SETTINGS, recordFormat: ALGOLIA_RECORD_FORMAT }
  const reporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() }) as unknown as Reporter & Record<"info" | "warn" | "panicOnBuild", jest.Mock>
  const env = () => ({ ALGOLIA_APP_ID: "TESTAPP", ALGOLIA_ADMIN_KEY: "admin-secret", ALGOLIA_HOSTS: server.hosts[0].url })
  function siteWithRecords(records: SearchRecord[]): string {
    const root = tempDir("algolia-step-")
    fs.mkdirSync(path.join(root, ".cache"))
    fs.writeFileSync(path.join(root, SEARCH_RECORDS_FILE), JSON.stringify(records))
    return root
  }
  const section = (id: string, content = `About ${id}.`): SearchRecord => ({ objectID: `/p#${id}`, url: `/p#${id}`, slug: "/p", header: id, content, code: "", title: "P", hierarchy: ["P", id] })

  it("reads the site's records file and pushes a long section as chunks sharing its url; the index shows one hit per section", async () => {
    const long = section("long", Array.from({ length: 400 }, (_, i) => `Paragraph ${i} about reorder points.`).join("\n"))
    const root = siteWithRecords([long, section("short", "Short.")])
    const report = reporter()
    await runAlgoliaSync(siteOptions, report, root, env())
    expect(report.panicOnBuild).not.toHaveBeenCalled()
    expect(report.info).toHaveBeenCalledWith(expect.stringMatching(/^Algolia sync of strata-docs: rebuild \(the index does not exist\), \d+ saved, 0 deleted, 0 unchanged/))
    const objects = [...(server.indices.get("strata-docs")?.objects.values() ?? [])] as { objectID: string; url: string; chunk: number }[]
    const chunks = objects.filter((object) => object.url === "/p#long")
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks.map((c) => c.objectID).sort()).toEqual(chunks.map((_, i) => `/p#long~${i + 1}`).sort())
    expect(objects.find((object) => object.url === "/p#short")).toMatchObject({ objectID: "/p#short", chunk: 0 })
    expect(server.indices.get("strata-docs")?.settings).toMatchObject({ attributeForDistinct: "url", distinct: true })
    // Nothing is kept on this machine: the next build reads the index again.
    expect(fs.readdirSync(path.join(root, ".cache"))).toEqual([path.basename(SEARCH_RECORDS_FILE)])
  })

  it("says in one line what the next build changed, with the browse and sync times", async () => {
    const root = siteWithRecords([section("a"), section("b")])
    await runAlgoliaSync(siteOptions, reporter(), root, env())
    server.indices.get("strata-docs")!.objects.clear()
    const report = reporter()
    await runAlgoliaSync(siteOptions, report, root, env())
    expect(report.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Algolia sync of strata-docs: rebuild \(the index is empty\), 2 saved, 0 deleted, 0 unchanged; settings as the site's; 0 hosted records browsed in \d+\.\d s, \d+\.\d s in all$/),
    )
    server.indices.get("strata-docs")!.settings.distinct = false
    const again = reporter()
    await runAlgoliaSync(siteOptions, again, root, env())
    expect(again.info).toHaveBeenCalledWith(expect.stringMatching(/^Algolia sync of strata-docs: no record changes, 0 saved, 0 deleted, 2 unchanged; settings re-sent \(distinct differed\); 2 hosted records/))
  })

  it("a dry run (option or ALGOLIA_SYNC_DRY_RUN=true) lists what a sync would change and writes nothing", async () => {
    const root = siteWithRecords([section("a"), section("b")])
    await runAlgoliaSync(siteOptions, reporter(), root, env())
    fs.writeFileSync(path.join(root, SEARCH_RECORDS_FILE), JSON.stringify([section("a", "Edited."), section("c")]))
    for (const [options, extraEnv] of [[{ ...siteOptions, dryRun: true }, {}], [siteOptions, { ALGOLIA_SYNC_DRY_RUN: "true" }]] as const) {
      server.log.length = 0
      const report = reporter()
      await runAlgoliaSync(options, report, root, { ...env(), ...extraEnv })
      const said = report.info.mock.calls[0][0] as string
      expect(said).toMatch(/^Algolia sync of strata-docs \(dry run, nothing written\): update, 2 would be saved, 1 would be deleted, 0 unchanged/)
      expect(said).toContain("\n  would save 2: /p#a, /p#c\n  would delete 1: /p#b")
      expect(server.log.filter((entry) => entry.method !== "GET" && !entry.path.endsWith("/browse"))).toEqual([])
    }
  })

  it("without both keys it pushes nothing and says so in one line", async () => {
    const report = reporter()
    await runAlgoliaSync(siteOptions, report, siteWithRecords([section("a")]), { ALGOLIA_APP_ID: "TESTAPP" })
    expect(report.info).toHaveBeenCalledWith(expect.stringMatching(/^Algolia sync skipped: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are not set/))
    expect(server.log).toEqual([])
  })

  it("a failed sync fails the build naming the step and status, or only warns when optional (option or ALGOLIA_SYNC_OPTIONAL=true)", async () => {
    const root = siteWithRecords([section("a")])
    server.fail((entry) => entry.path.endsWith("/batch"), { times: 100 })
    const strict = reporter()
    await runAlgoliaSync(siteOptions, strict, root, env())
    expect(strict.panicOnBuild).toHaveBeenCalledWith(
      'Algolia sync failed at batch 1 of 1: HTTP 500 "Internal error". The index strata-docs still holds its previous complete state; the next build syncs again. Set ALGOLIA_SYNC_OPTIONAL=true to build anyway.',
    )
    for (const [options, extraEnv] of [[{ ...siteOptions, optional: true }, {}], [siteOptions, { ALGOLIA_SYNC_OPTIONAL: "true" }]] as const) {
      const lenient = reporter()
      await runAlgoliaSync(options, lenient, root, { ...env(), ...extraEnv })
      expect(lenient.panicOnBuild).not.toHaveBeenCalled()
      expect(lenient.warn).toHaveBeenCalledWith(expect.stringMatching(/^WARNING: Algolia sync failed at batch 1 of 1: HTTP 500/))
    }
  })

  it("a missing records file fails the build naming the file", async () => {
    const report = reporter()
    await runAlgoliaSync({ ...siteOptions, recordsFile: "nowhere.json" }, report, tempDir("algolia-step-"), env())
    expect(report.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/cannot read the records file .*nowhere\.json.*Nothing was sent to strata-docs\./))
  })

  it("its options: the site's are valid; an index name and a records file are required; keys are not options", async () => {
    expect((await testPluginOptionsSchema(pluginOptionsSchema!, siteOptions as never)).isValid).toBe(true)
    expect((await testPluginOptionsSchema(pluginOptionsSchema!, { ...siteOptions, dryRun: true, compareBy: "digest" } as never)).isValid).toBe(true)
    const missing = await testPluginOptionsSchema(pluginOptionsSchema!, { settings: {} })
    expect(missing.isValid).toBe(false)
    expect(missing.errors.join("\n")).toMatch(/"indexName" is required/)
    const withKey = await testPluginOptionsSchema(pluginOptionsSchema!, { ...siteOptions, adminKey: "secret" } as never)
    expect(withKey.isValid).toBe(false)
    expect(withKey.errors.join("\n")).toMatch(/"adminKey" is not an option: the keys come from the environment only/)
  })
})
