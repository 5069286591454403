import type { Reporter } from "gatsby"
import { site } from "../../../site"

/**
 * The build's one error for content problems. Gatsby heads an error with its type; a plain message gets
 * "UNKNOWN", which tells a writer nothing. This entry has no type, so the head is the code alone, and its
 * link is the writers' guide. The problems themselves are the lines the build printed above it.
 */
export const CONTENT_ERROR_ID = "content"

export const CONTENT_ERROR_MAP: Parameters<Reporter["setErrorMap"]>[0] = {
  [CONTENT_ERROR_ID]: {
    text: (context: { verdict?: string }) => `${context.verdict ?? "Content problems"}, listed above with their file and line.`,
    level: "ERROR",
    // Present and undefined: Gatsby's default for a site's own entry ("PLUGIN") is spread first, then this.
    type: undefined,
    category: "USER",
    docsUrl: `${site.sourceUrl}/blob/main/content/WRITING.md`,
  },
}

/** The details for `reporter.panicOnBuild`, once CONTENT_ERROR_MAP is registered with `reporter.setErrorMap`. */
export const contentError = (verdict: string) => ({ id: CONTENT_ERROR_ID, context: { verdict } })
