import { execFileSync } from "child_process"
import { formatDay, type LastUpdated } from "../../layout/pageDate"

/** Runs git with these arguments and returns its output, or null when there is no git or no repository. */
export type GitRunner = (args: string[]) => string | null

// Marks the start of each commit in the log, so a date line can never be mistaken for a file name.
const COMMIT_MARK = "\u0001"

/**
 * Reads `git log --name-only` output (newest commit first, each commit's date after COMMIT_MARK, then its files)
 * into the date of each file's most recent commit.
 */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>()
  let current = ""
  for (const line of output.split("\n")) {
    if (line.startsWith(COMMIT_MARK)) current = line.slice(COMMIT_MARK.length).trim()
    else if (line.trim() && current && !dates.has(line.trim())) dates.set(line.trim(), current)
  }
  return dates
}

/**
 * The last-commit date of every file under `dir` (paths relative to the site root), from ONE git log.
 * A file git does not know (a tarball build, a new uncommitted page) is simply absent: its page shows
 * no date rather than a guessed one.
 */
export function readLastUpdated(dir: string, runGit: GitRunner): Map<string, LastUpdated> {
  const output = runGit(["-c", "core.quotePath=false", "log", `--format=${COMMIT_MARK}%cI`, "--name-only", "--relative", "--", dir])
  const result = new Map<string, LastUpdated>()
  for (const [file, iso] of parseGitLog(output ?? "")) result.set(file, { iso, label: formatDay(iso) })
  return result
}

/** Runs git in `cwd`; null when git is missing or `cwd` is not in a repository. */
export function gitIn(cwd: string): GitRunner {
  return (args) => {
    try {
      return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 })
    } catch {
      return null
    }
  }
}
