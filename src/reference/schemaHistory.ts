import type { GitRunner } from "../build/source/lastUpdated"

/** One commit that changed the schema file: its text before (null when the commit created it) and after. */
export interface SchemaRevision {
  sha: string
  /** Committer date, ISO 8601. */
  date: string
  subject: string
  before: string | null
  after: string
}

/** The schema's history, newest first; `shallow` when the clone lacks older commits. */
export interface SchemaHistory {
  revisions: SchemaRevision[]
  shallow: boolean
}

const FIELD = "\u001f"

/** The commits that changed `file`, one line each (sha, date, subject): what the history is read from, in one git call. */
export function schemaLog(file: string, runGit: GitRunner): string | null {
  return runGit(["log", "--no-merges", `--format=%H${FIELD}%cI${FIELD}%s`, "--", file])
}

/**
 * Every commit that changed `file` (merges left out: each change is read once, in the commit that made
 * it), each with the file as its first parent had it and as it left it. Null without git history
 * (a tarball build, no git installed), so the page can say so instead of guessing.
 */
export function readSchemaHistory(file: string, runGit: GitRunner): SchemaHistory | null {
  const log = schemaLog(file, runGit)
  if (log === null || log.trim() === "") return null
  const revisions: SchemaRevision[] = []
  for (const line of log.trim().split("\n")) {
    const [sha, date, subject] = line.split(FIELD)
    const after = runGit(["show", `${sha}:./${file}`])
    if (after === null) continue
    revisions.push({ sha, date, subject, before: runGit(["show", `${sha}^:./${file}`]), after })
  }
  const shallow = runGit(["rev-parse", "--is-shallow-repository"])?.trim() === "true"
  return { revisions, shallow }
}
