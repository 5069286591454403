/** @jest-environment node */
import fs from "fs"
import path from "path"
import { navigation, unlistedRoutes } from "../../../content/navigation"
import { navigationProblems, readNavigationFile } from "../../../src/build/source/navigationFile"
import { tempDir } from "../../tempDirs"

const ROOT = path.join(__dirname, "..", "..", "..")

function siteWith(text: string): string {
  const dir = tempDir("navigation-file-")
  fs.mkdirSync(path.join(dir, "content"))
  fs.writeFileSync(path.join(dir, "content", "navigation.ts"), text)
  return dir
}

describe("readNavigationFile", () => {
  it("reads the site's content/navigation.ts as its import does", () => {
    expect(readNavigationFile(ROOT)).toEqual({ navigation, unlistedRoutes })
  })

  it("reads a file that declares no unlisted routes, with its types stripped", () => {
    const dir = siteWith('import type { NavGroup } from "../src/navigation/types"\n\nexport const navigation: NavGroup[] = [{ title: "Intro", links: [{ title: "Home", href: "/" }] }]\n')
    expect(readNavigationFile(dir)).toEqual({ navigation: [{ title: "Intro", links: [{ title: "Home", href: "/" }] }], unlistedRoutes: [] })
  })

  it("names the file, line and column of a syntax error", () => {
    const dir = siteWith('export const navigation = [\n  { title: "Intro", links: [] }\n  { title: "Guides", links: [] },\n]\n')
    expect(() => readNavigationFile(dir)).toThrow(/^content\/navigation\.ts:3:\d+ Expected ',', got '\{'/)
  })

  it("names the file when it is missing or fails while it runs", () => {
    expect(() => readNavigationFile(tempDir("navigation-file-"))).toThrow("content/navigation.ts is missing")
    expect(() => readNavigationFile(siteWith("export const navigation = missingName\n"))).toThrow(/^content\/navigation\.ts: missingName is not defined/)
  })

  it("refuses a tree of the wrong shape, saying where", () => {
    expect(() => readNavigationFile(siteWith('export const navigation = [{ title: "Intro", links: [{ href: "/" }] }]\n'))).toThrow("content/navigation.ts: navigation[0].links[0] has no title")
  })
})

describe("navigationProblems", () => {
  it("lists every problem of the exports with its place", () => {
    expect(navigationProblems({ navigation: [{ title: "A" }, { title: "B", links: [{ title: "C", href: 4, links: "no" }] }], unlistedRoutes: ["/x", 3] })).toEqual([
      "navigation[0] is a top-level group and needs links",
      "navigation[1].links[0]: href must be a string",
      "navigation[1].links[0]: links must be a list",
      "`unlistedRoutes` must be a list of routes",
    ])
    expect(navigationProblems({})).toEqual(["it must export `navigation`, a list of groups"])
    expect(navigationProblems({ navigation: [null] })).toEqual(["navigation[0] is not an entry ({ title, href } or { title, links })"])
    expect(navigationProblems({ navigation })).toEqual([])
  })
})
