/** Search settings shared by the build, the browser clients and the dialog. */
export const SEARCH_INDEX_NAME = "strata-docs"

/**
 * The Algolia index a build syncs to and its readers search and send insights to: ALGOLIA_INDEX_NAME (a
 * preview's own index) or strata-docs. One setting for both sides, so a preview's readers search the preview.
 */
export function algoliaIndexName(env: Record<string, string | undefined>): string {
  return env.ALGOLIA_INDEX_NAME || SEARCH_INDEX_NAME
}
export const HITS_PER_PAGE = 5
export const SEARCH_INPUT_MAX_LENGTH = 512
export const STALLED_SEARCH_DELAY_MS = 300
export const TOUCH_SWIPE_THRESHOLD_PX = 30
/** Seconds, as algoliasearch takes them. */
export const ALGOLIA_TIMEOUTS = { connect: 1, read: 2, write: 30 } as const
export const HOST_RETRY_WINDOW_MS = 120_000
export const INSIGHTS_VERSION = "2.15.0"
export const INSIGHTS_BATCH_SIZE = 20
export const INSIGHTS_DEBOUNCE_MS = 400
