/**
 * Warnings that say nothing a writer or a reader of the log can act on, each with why it is silenced:
 * - gatsby-plugin-react-helmet warns at every start that Gatsby has a Head API of its own. The site writes its head
 *   with react-helmet on purpose (one head for the server render and client navigation, kept small in the first
 *   load: src/templates/LazyPageHead.tsx), so the warning would only teach writers to ignore warnings.
 */
export const SILENCED_WARNINGS: readonly RegExp[] = [/^gatsby-plugin-react-helmet: Gatsby now has built-in support for modifying the document head\b/]

type Warn = (text: string) => void
interface QuietTarget {
  warn: Warn
  _renderPageTree?: (tree: unknown) => void
}

/**
 * Drops the silenced warnings from Gatsby's reporter (every plugin's `reporter` is a copy made after this runs), and
 * Gatsby's table of pages by template at the end of a build: every page here has the one template, the table lists
 * one page of them (and, where the log is not a terminal, prints twice), and the build has already said how many
 * pages it made ("Created 157 documentation pages").
 */
export function quietKnownWarnings(target?: QuietTarget): void {
  // Only under Gatsby's own commands: a script that reads gatsby-config.ts (npm run search:sync) must not load
  // Gatsby's reporter, which takes over the terminal's output.
  if (!target && !process.env.gatsby_executing_command) return
  const gatsbyReporter = require("gatsby-cli/lib/reporter") as { default?: QuietTarget } & QuietTarget
  quiet(target ?? gatsbyReporter.default ?? gatsbyReporter)
}

function quiet(target: QuietTarget): void {
  const warn = target.warn.bind(target)
  target.warn = (text: string) => {
    if (!SILENCED_WARNINGS.some((pattern) => pattern.test(String(text)))) warn(text)
  }
  if (target._renderPageTree) target._renderPageTree = () => undefined
}
