import { transformSync } from "@swc/core"
import fs from "fs"
import path from "path"
import { minify_sync } from "terser"
import { SEARCH_BOOTSTRAP_SOURCE } from "../kernel/sourcePaths"
import { searchDialogStyles } from "../../search/dialog/SearchDialog.styles"
import { COMPOSING_ATTRIBUTE, SEARCH_SHELL_IDS, SHELL_EVENTS, type BootstrapConfig } from "../../search/dialog/shell/shellDom"
import { SEARCH_INDEX_PATH } from "../../search/engine/embeddedIndex"
import { META_FILE } from "../../search/shared/indexFormat"
import { TOUCH_SWIPE_THRESHOLD_PX } from "../../search/shared/settings"

/** What the bootstrap is called with in every page. */
export const BOOTSTRAP_CONFIG: BootstrapConfig = {
  ids: { root: SEARCH_SHELL_IDS.root, input: SEARCH_SHELL_IDS.input, start: SEARCH_SHELL_IDS.start, status: SEARCH_SHELL_IDS.status, close: SEARCH_SHELL_IDS.close },
  events: SHELL_EVENTS,
  composing: COMPOSING_ATTRIBUTE,
  index: SEARCH_INDEX_PATH,
  meta: META_FILE,
  focusable: 'a[href],button:not([disabled]),input:not([disabled]),[tabindex]:not([tabindex="-1"])',
  swipe: TOUCH_SWIPE_THRESHOLD_PX,
  lock: searchDialogStyles.lockedPage,
}

// Gatsby compiles gatsby-node into .cache, so the source is found from the site root (the working directory).
const BOOTSTRAP_SOURCE = path.join(process.cwd(), SEARCH_BOOTSTRAP_SOURCE)

/**
 * Every page's inline search script, made at build: bootstrap.ts without its types, called with its config
 * and minified. Its text is what the page's CSP hash allows. Runs where the site is built, never in the
 * server renderer, which is handed the text (searchBootstrapDefinition).
 */
export function buildSearchBootstrapScript(source = fs.readFileSync(BOOTSTRAP_SOURCE, "utf8")): string {
  const { code } = transformSync(source, { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, isModule: true })
  const declaration = code.trim().replace(/\bexport function searchBootstrap\(/, "function searchBootstrap(")
  // A file holding anything but the one function fails here: the call would not parse.
  return minify_sync(`(${declaration})(${JSON.stringify(BOOTSTRAP_CONFIG)})`).code as string
}

/** The constant the server renderer's bundle gets the script as (webpack's DefinePlugin; see inlineBootstrap.ts). */
export const searchBootstrapDefinition = () => ({ STRATA_SEARCH_BOOTSTRAP: JSON.stringify(buildSearchBootstrapScript()) })
