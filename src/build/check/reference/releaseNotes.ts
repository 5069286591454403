import { releaseChanges, type ReleaseChanges } from "../../../reference/changelogPage"
import { readReleases, RELEASES_FILE } from "../../../reference/releases"
import { SCHEMA_FILES } from "../../../reference/sources"
import { withSchemas, type SiteCheck } from "../siteCheck"

/**
 * Every change of a release after the first needs its note in releases.yaml (`changes`), written for that change:
 * what a client must do. A note for a coordinate the release didn't change is an error too (a typo, or a change
 * made in the wrong release). Both name releases.yaml and the line.
 */
export function missingNotes(sections: ReleaseChanges[]): string[] {
  return sections.flatMap(({ release, changes }) => {
    if (!release.changes && changes.length === 0) return []
    const notes = release.changes ?? {}
    const changed = new Set(changes.map((change) => change.what))
    const at = (what?: string) => `${RELEASES_FILE}:${(what && release.changeLines?.[what]) || release.changesLine || release.line || 1}`
    return [
      ...changes.filter((change) => !notes[change.what]).map((change) =>
        `${at()} release ${release.version} changed ${change.what} (${change.kind}): add it to the release's changes with ` +
          `a sentence saying what a client must do`),
      ...Object.keys(notes).filter((what) => !changed.has(what)).map((what) =>
        `${at(what)} release ${release.version} has a note for ${what}, which it didn't change (the changes it made: ${[...changed].join(", ") || "none"})`),
    ]
  })
}

/** Each API change the changelog finds between two releases has its note in releases.yaml, saying what a client must do. */
export const releaseNotes: SiteCheck = {
  name: "release notes",
  run: withSchemas(({ site }, schemas) => {
    const texts = { releases: schemas.texts.releases, current: schemas.texts.graphql }
    const releases = schemas.releases ?? readReleases(site.rootDir, SCHEMA_FILES.graphql, texts)
    return { problems: missingNotes(releaseChanges(releases)) }
  }),
}
