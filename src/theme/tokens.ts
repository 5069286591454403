/** Every number of the layout specification, named once. Pixel values unless the name says otherwise. */
export const TOP_BAR_HEIGHT = 56
export const TOP_BAR_SCROLL_RANGE = 72
export const TOP_BAR_OPACITY = {
  light: { from: 0.5, to: 0.9 },
  dark: { from: 0.2, to: 0.8 },
} as const

export const NAV_WIDTH_LARGE = 288
export const NAV_WIDTH_EXTRA_LARGE = 320
export const TOC_WIDTH = 360
export const PAGE_MAX_WIDTH = 1800

/** Breakpoints: large ≥ 1024 px, extra-large ≥ 1280 px. */
export const BREAKPOINT_LARGE = 1024
export const BREAKPOINT_EXTRA_LARGE = 1280
/** Below this width the 'Get a demo' button is hidden. */
export const GET_A_DEMO_MIN_WIDTH = 416
/**
 * Below this width the top bar's logo is its mark alone, so every control fits down to 320 px (with the wordmark
 * the bar's controls need 365 px, measured with Linux's wide system font).
 */
export const LOGO_WORDMARK_MIN_WIDTH = 375

/**
 * The system font stacks, named once. A family the browser does not have still costs it a lookup on the page's
 * first layout (on Linux a blocking call to the browser process, repeated for each weight and size: a missing
 * name early in the monospace stack cost 15 of the filters page's 24 lookups), so each stack starts with a name
 * the platform has. `system-ui` is the interface font of every current browser. Code's font differs by platform,
 * so it comes through `--font-mono`, which the pre-paint script's `apple` class switches: Safari's
 * `ui-monospace` (SF Mono) and Menlo on Apple systems; Linux's two common faces, then Windows', elsewhere (a
 * Windows reader's browser passes over two names, a Linux reader's none).
 */
export const FONT_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif'
export const FONT_MONO_APPLE = "ui-monospace, Menlo, monospace"
export const FONT_MONO_OTHER = '"DejaVu Sans Mono", "Liberation Mono", Consolas, monospace'
export const FONT_MONO = "var(--font-mono)"

/** The type weights; bold text (`strong`) is as heavy as a heading. */
export const FONT_WEIGHTS = { body: 400, medium: 500, heading: 600, bold: 600 } as const

export const DRAWER_BACKDROP_MS = 300
export const DRAWER_PANEL_MS = 500

export const HEADING_SCROLL_MARGIN_REM = 6
export const HEADING_SCROLL_MARGIN_TAGGED_REM = 8
export const HASH_SCROLL_OFFSET = 100
/**
 * Under extra-large widths the contents list is a bar that stays under the top bar; headings reached through
 * their anchors rest this much lower, below it.
 */
export const CONTENTS_BAR_HEIGHT = 44

/** Widths where the contents list is a bar above the article, not a column (for matchMedia too). */
export const BELOW_EXTRA_LARGE_QUERY = `(max-width: ${BREAKPOINT_EXTRA_LARGE - 0.02}px)`

export const media = {
  large: `@media (min-width: ${BREAKPOINT_LARGE}px)`,
  extraLarge: `@media (min-width: ${BREAKPOINT_EXTRA_LARGE}px)`,
  belowLarge: `@media (max-width: ${BREAKPOINT_LARGE - 0.02}px)`,
  belowExtraLarge: `@media ${BELOW_EXTRA_LARGE_QUERY}`,
  demo: `@media (min-width: ${GET_A_DEMO_MIN_WIDTH}px)`,
  belowWordmark: `@media (max-width: ${LOGO_WORDMARK_MIN_WIDTH - 0.02}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const

/** How long "Copied!" (or "Copy failed") shows before the button says "Copy" again. */
export const COPY_FEEDBACK_MS = 1000

/**
 * The article's blocks from this one on are laid out and painted only near the viewport, or in idle time after
 * load (`content-visibility: auto`, src/layout/Article.styles.ts and renderDeferredBlocks.ts): laid out at once,
 * a long page's first layout after first paint is one task of 150 to 400 ms at 4× CPU. The blocks before it always
 * render at once: one that started as a placeholder inside the first screen would move what follows it (layout
 * shift). Nine blocks fill a phone's first screen and a desktop's.
 */
export const FIRST_DEFERRED_BLOCK = 10

/**
 * Set on a deferred block once idle time has laid it out (src/layout/renderDeferredBlocks.ts): it is then
 * rendered like the first ones. An attribute of the block alone, so that setting it restyles that block, not
 * the article.
 */
export const LAID_OUT_ATTRIBUTE = "data-laid-out"
