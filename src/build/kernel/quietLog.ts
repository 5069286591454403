import reporter from "gatsby-cli/lib/reporter"

/**
 * Warnings that say nothing a writer or a reader of the log can act on, each with why it is silenced:
 * - gatsby-plugin-react-helmet warns at every start that Gatsby has a Head API of its own. The site writes its head
 *   with react-helmet on purpose (one head for the server render and client navigation, kept small in the first
 *   load: src/templates/LazyPageHead.tsx), so the warning would only teach writers to ignore warnings.
 */
export const SILENCED_WARNINGS: readonly RegExp[] = [/^gatsby-plugin-react-helmet: Gatsby now has built-in support for modifying the document head\b/]

type Warn = (text: string) => void

/** Drops the silenced warnings from Gatsby's reporter (every plugin's `reporter` is a copy made after this runs). */
export function quietKnownWarnings(target: { warn: Warn } = reporter as unknown as { warn: Warn }): void {
  const warn = target.warn.bind(target)
  target.warn = (text: string) => {
    if (!SILENCED_WARNINGS.some((pattern) => pattern.test(String(text)))) warn(text)
  }
}
