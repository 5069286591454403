import { formatDay } from "../../../src/layout/pageDate"
import { parseGitLog, readLastUpdated, type GitRunner } from "../../../src/build/source/lastUpdated"

const MARK = "\u0001"
// `git log --format=<MARK>%cI --name-only`: newest commit first, a blank line before each commit's files.
const LOG = [
  `${MARK}2025-03-12T10:00:00+01:00`,
  "",
  "content/docs/guides/a.mdx",
  "content/docs/guides/ümlaut page.mdx",
  `${MARK}2025-01-02T23:30:00-02:00`,
  "",
  "content/docs/guides/a.mdx",
  "content/docs/index.mdx",
  `${MARK}2024-12-01T00:00:00+00:00`,
  "",
].join("\n")

describe("parseGitLog", () => {
  it("keeps each file's most recent commit, including names with spaces and non-ASCII letters", () => {
    expect(parseGitLog(LOG)).toEqual(
      new Map([
        ["content/docs/guides/a.mdx", "2025-03-12T10:00:00+01:00"],
        ["content/docs/guides/ümlaut page.mdx", "2025-03-12T10:00:00+01:00"],
        ["content/docs/index.mdx", "2025-01-02T23:30:00-02:00"],
      ]),
    )
  })

  it("reads nothing from empty output", () => {
    expect(parseGitLog("")).toEqual(new Map())
  })
})

describe("formatDay", () => {
  it.each([
    ["2025-03-12T10:00:00+01:00", "12 March 2025"],
    // The UTC day, whatever the committer's zone: the same text on the server and in every browser.
    ["2025-01-02T23:30:00-02:00", "3 January 2025"],
    ["2024-12-31T23:59:59Z", "31 December 2024"],
  ])("%s → %s", (iso, label) => expect(formatDay(iso)).toBe(label))
})

describe("readLastUpdated", () => {
  it("asks git once for the whole folder and labels each date", () => {
    const calls: string[][] = []
    const git: GitRunner = (args) => {
      calls.push(args)
      return LOG
    }
    const dates = readLastUpdated("content/docs", git)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toEqual(expect.arrayContaining(["log", "--name-only", "--", "content/docs"]))
    expect(dates.get("content/docs/index.mdx")).toEqual({ iso: "2025-01-02T23:30:00-02:00", label: "3 January 2025" })
  })

  it("knows no dates without git history (a tarball build): pages then show none", () => {
    expect(readLastUpdated("content/docs", () => null)).toEqual(new Map())
  })

  it("has no date for a file git has not seen (a new, uncommitted page)", () => {
    expect(readLastUpdated("content/docs", () => LOG).get("content/docs/new.mdx")).toBeUndefined()
  })
})
