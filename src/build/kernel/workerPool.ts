/**
 * Gatsby runs the page queries in its worker processes, then starts those processes again to free the memory
 * the queries took, and renders the pages' HTML in the new ones. On a machine of two cores or fewer its pool
 * is one worker, and starting it again costs 2-3 s of loading Gatsby before the first page renders: a build
 * after one page was edited spent 2.4 s rendering that one page. With its core count set to 1, Gatsby runs
 * the queries in the main process (a few hundred milliseconds for this site's) and renders with the worker
 * it started at bootstrap, loaded by then. The pool is one worker either way. Larger machines keep Gatsby's
 * default, where several workers render the pages in parallel; a GATSBY_CPU_COUNT set by hand is kept.
 * Returns whether it changed the setting.
 */
export function queriesInMainProcess(env: NodeJS.ProcessEnv, cores: number): boolean {
  if (cores > 2 || env.GATSBY_CPU_COUNT !== undefined) return false
  env.GATSBY_CPU_COUNT = "1"
  return true
}
