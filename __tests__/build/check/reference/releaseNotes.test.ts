import { buildSchema } from "graphql"
import { missingNotes } from "../../../../src/build/check/reference/releaseNotes"
import { releaseChanges } from "../../../../src/reference/changelogPage"
import type { Release } from "../../../../src/reference/releases"

// Each change the changelog finds between two releases needs its note in releases.yaml (the page is tested in
// __tests__/reference/changelog.test.ts).
const release = (version: string, date: string, sdl: string): Release => ({
  version,
  date,
  schema: `content/schema/releases/${date}.graphql`,
  text: sdl,
  parsed: buildSchema(sdl),
})

describe("a note for every change, written for that change", () => {
  const V1 = "type Query { a: Int }"
  const V2 = "type Query { a: Int b: Int }"

  it("fails a change without a note, and a note for a change the release didn't make, naming releases.yaml and the line", () => {
    const missing = { ...release("1.1", "2025-02-17", V2), line: 30 }
    expect(missingNotes(releaseChanges([release("1.0", "2024-11-04", V1), missing]))).toEqual([
      "content/schema/releases.yaml:30 release 1.1 changed Query.b (added): add it to the release's changes with a sentence saying what a client must do",
    ])
    const extra = { ...missing, changes: { "Query.b": "Read `b`.", "Query.c": "Read `c`." }, changeLines: { "Query.c": 34 } }
    expect(missingNotes(releaseChanges([release("1.0", "2024-11-04", V1), extra]))).toEqual([
      "content/schema/releases.yaml:34 release 1.1 has a note for Query.c, which it didn't change (the changes it made: Query.b)",
    ])
  })
})
