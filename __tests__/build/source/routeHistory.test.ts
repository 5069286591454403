import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { gitIn } from "../../../src/build/source/lastUpdated"
import { mergeRoutes, parseNavigationLog, parsePageLog, readRouteHistory, routeOfHref } from "../../../src/build/source/routeHistory"
import { tempDir } from "../../tempDirs"

const MARK = "\u0001"
const header = (hash: string, date: string, time: number, subject: string) => `${MARK}${hash}\t${date}\t${time}\t${subject}`

// `git log --no-renames --name-status`, newest commit first (blank lines left out); a subject that looks like a file line changes nothing.
const PAGE_LOG = [
  header("ccc3333", "2026-03-03", 300, "D\tcontent/docs/guides/fake.mdx"),
  "D\tcontent/docs/guides/old.mdx",
  "A\tcontent/docs/guides/new/index.mdx",
  "D\tcontent/docs/guides/diagram.png",
  header("bbb2222", "2026-02-02", 200, "Write the old guide in MDX"),
  "D\tcontent/docs/guides/old.md",
  "A\tcontent/docs/guides/old.mdx",
  "D\tcontent/docs/guides/new.mdx",
  header("aaa1111", "2026-01-01", 100, "First pages"),
  "A\tcontent/docs/index.mdx",
  "A\tcontent/docs/guides/old.md",
  "A\tcontent/docs/guides/new.mdx",
  "A\tcontent/docs/guides/ümlaut page.md",
  "A\tcontent/docs/guides/diagram.png",
].join("\n")

// `git log -p -U0` of content/navigation.ts.
const NAVIGATION_LOG = [
  header("eee5555", "2026-03-04", 400, "Reshape the tree"),
  "diff --git a/content/navigation.ts b/content/navigation.ts",
  "--- a/content/navigation.ts",
  "+++ b/content/navigation.ts",
  "@@ -3,2 +3,3 @@",
  `-      { title: "A", href: "/guides/a" },`,
  `+      href: '/guides/a/',`,
  `-      { title: "Old", href: "/guides/old#intro" }, { title: "Gen", href: "/reference/generated?x=1" },`,
  header("ddd4444", "2026-01-01", 100, "First tree"),
  "@@ -0,0 +1,4 @@",
  `+      { title: "Home", href: "/" }, { title: "A", href: "/guides/a" },`,
  `+      { title: "Old", href: "/guides/old" }, { title: "Gen", href: "/reference/generated" },`,
  `+      { title: "Out", href: "https://example.com/x" }, { title: "Mail", href: "mailto:docs@example.com" },`,
].join("\n")

const removal = (commit: string, date: string, time: number, subject: string, file: string) => ({ commit, date, time, subject, file })

describe("parsePageLog", () => {
  it("serves every page ever added and keeps each route's newest deletion, ignoring files that are not pages", () => {
    expect(parsePageLog(PAGE_LOG, "content/docs")).toEqual(
      new Map([
        ["/guides/old", removal("ccc3333", "2026-03-03", 300, "D\tcontent/docs/guides/fake.mdx", "content/docs/guides/old.mdx")],
        // Served again since (as a folder's index): the removal stays, and the check finds the page.
        ["/guides/new", removal("bbb2222", "2026-02-02", 200, "Write the old guide in MDX", "content/docs/guides/new.mdx")],
        ["/", undefined],
        ["/guides/ümlaut page", undefined],
      ]),
    )
  })
})

describe("parseNavigationLog", () => {
  it("serves every href ever added; an href only on a - line is removed, one on both lines of a commit is not", () => {
    const navigation = "content/navigation.ts"
    expect(parseNavigationLog(NAVIGATION_LOG)).toEqual(
      new Map([
        ["/guides/old", removal("eee5555", "2026-03-04", 400, "Reshape the tree", navigation)],
        ["/reference/generated", removal("eee5555", "2026-03-04", 400, "Reshape the tree", navigation)],
        ["/guides/a", undefined],
        ["/", undefined],
      ]),
    )
  })

  const hrefs = [["/guides/a/#x", "/guides/a"], ["/?q=1", "/"], ["/", "/"], ["https://example.com", undefined], ["//cdn.example.com/a", undefined]]
  it.each(hrefs)("reads the href %s as %s", (href, route) => expect(routeOfHref(href as string)).toBe(route))
})

describe("mergeRoutes", () => {
  it("keeps the newer removal of a route both logs show, dropping the commit time", () => {
    const routes = mergeRoutes(parsePageLog(PAGE_LOG, "content/docs"), parseNavigationLog(NAVIGATION_LOG))
    expect(routes.find(({ route }) => route === "/guides/old")).toEqual({
      route: "/guides/old",
      removed: { commit: "eee5555", date: "2026-03-04", subject: "Reshape the tree", file: "content/navigation.ts" },
    })
    expect(routes.map(({ route }) => route)).toEqual(["/", "/guides/a", "/guides/new", "/guides/old", "/guides/ümlaut page", "/reference/generated"])
  })
})

describe("readRouteHistory on a real repository", () => {
  const repo = tempDir("route-history-")
  const git = (args: string[], date = "2026-01-01T12:00:00Z") =>
    execFileSync("git", args, { cwd: repo, encoding: "utf8", env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } }).trim()
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), text)
  }
  const nav = (...hrefs: string[]) => write("content/navigation.ts", hrefs.map((href) => `  { title: "T", href: "${href}" },\n`).join(""))
  // Each commit a day after the last, so the two logs' removals have an order; hashes keeps their short hashes.
  const hashes: string[] = []
  const commit = (subject: string, day: number) => {
    git(["add", "-A"])
    git(["commit", "-q", "-m", subject], `2026-01-0${day}T12:00:00Z`)
    hashes.push(git(["rev-parse", "--short", "HEAD"]))
  }

  beforeAll(() => {
    git(["init", "-q"])
    for (const [key, value] of [["user.name", "Test"], ["user.email", "test@example.com"], ["commit.gpgsign", "false"]]) git(["config", key, value])
    for (const page of ["index", "guides/kept", "guides/old", "guides/retired"]) write(`content/docs/${page}.mdx`, "# Page\n")
    write("content/docs/guides/notes.txt", "not a page\n")
    nav("/", "/guides/kept", "/guides/old", "/guides/retired", "/reference/generated")
    commit("First pages", 1)
    git(["mv", "content/docs/guides/old.mdx", "content/docs/guides/new.mdx"])
    nav("/", "/guides/kept", "/guides/new", "/guides/retired", "/reference/generated")
    commit("Move the old guide", 2)
    git(["rm", "-q", "content/docs/guides/retired.mdx"])
    nav("/", "/guides/kept", "/guides/new", "/reference/generated")
    commit("Retire a guide", 3)
    nav("/", "/guides/kept", "/guides/new")
    commit("Drop the generated page", 4)
  })

  it("reads every route served, with the commit and file that removed the gone ones, in three git calls", () => {
    const calls: string[][] = []
    const history = readRouteHistory((args) => (calls.push(args), gitIn(repo)(args)))
    const [, moved, retired, dropped] = hashes
    expect(history).toEqual({
      known: true,
      routes: [
        { route: "/" },
        { route: "/guides/kept" },
        { route: "/guides/new" },
        { route: "/guides/old", removed: { commit: moved, date: "2026-01-02", subject: "Move the old guide", file: "content/docs/guides/old.mdx" } },
        // Its page and its href went in one commit: the page's file names it.
        { route: "/guides/retired", removed: { commit: retired, date: "2026-01-03", subject: "Retire a guide", file: "content/docs/guides/retired.mdx" } },
        { route: "/reference/generated", removed: { commit: dropped, date: "2026-01-04", subject: "Drop the generated page", file: "content/navigation.ts" } },
      ],
    })
    expect(calls).toHaveLength(3)
  })

  it("knows nothing from a shallow clone, and says how to fetch the history", () => {
    const clone = path.join(tempDir("route-history-shallow-"), "clone")
    git(["clone", "-q", "--depth", "1", `file://${repo}`, clone])
    expect(readRouteHistory(gitIn(clone))).toEqual({ known: false, reason: expect.stringMatching(/shallow clone.*git fetch --unshallow/) })
  })

  it("knows nothing outside a repository (a copy or a tarball)", () => {
    expect(readRouteHistory(gitIn(tempDir("route-history-none-")))).toEqual({ known: false, reason: expect.stringMatching(/^no git history here/) })
  })

  it("knows nothing when git has no commit of the pages", () => {
    expect(readRouteHistory(gitIn(repo), "content/elsewhere")).toEqual({ known: false, reason: expect.stringContaining("no commit of content/elsewhere") })
  })
})
