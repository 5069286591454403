// The shapes the redirects share between the build's stages: what writers declare in content/redirects.yaml,
// and what git says the site served before.

/** One redirect a writer declared: an old path and where it leads now (a route, with an optional #anchor). */
export interface Redirect {
  /** The old path: a route, from the root, without a trailing slash or an anchor. */
  from: string
  /** Where it leads: a route of the site, optionally with #anchor. */
  to: string
  /** The line of content/redirects.yaml that declares it. */
  line: number
}

/** The commit that last took a route off the site. */
export interface RouteRemoval {
  /** Abbreviated hash. */
  commit: string
  /** The commit's date, YYYY-MM-DD. */
  date: string
  subject: string
  /** The file whose removal took the route away (a page under content/docs, or content/navigation.ts). */
  file: string
}

/** A route the site served at some commit, with the last commit that removed it (absent when none did). */
export interface ServedRoute {
  route: string
  removed?: RouteRemoval
}

/** Every route the history shows, or why the build cannot know them (no git, a tarball, a shallow clone). */
export type RouteHistory = { known: true; routes: ServedRoute[] } | { known: false; reason: string }
