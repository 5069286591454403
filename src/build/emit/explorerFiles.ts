import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { EXPLORER_STYLES_SCOPE, exampleFileOf, explorerFileOf, isExampleKey, type ExplorerPage, type ExplorerPlans, type ExplorerWorld } from "../../explorer/explorerFiles"
import "../../explorer/explorer.styles"
import { onDemandStylesheet } from "../../layout/siteStylesheet"
import type { SiteModel } from "../kernel/siteModel"

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16)

/**
 * Writes what the explorer replays (src/explorer): /explorer/world.<hash>.json, the panel's stylesheet, and for each page with runnable
 * blocks its plan. Returns the build log's line. A page's plan holds the pages before it when it is a tutorial's.
 */
export function writeExplorerFiles(site: Pick<SiteModel, "pages" | "schemas">, plans: ExplorerPlans, publicDir: string): string {
  const root = path.join(publicDir, "explorer")
  fs.rmSync(root, { recursive: true, force: true })
  fs.mkdirSync(root, { recursive: true })
  // The error codes the errors page lists, with their HTTP status, so the panel links a response's codes to their entries.
  const errors: ExplorerWorld["errors"] = Object.fromEntries((site.schemas?.errors.codes ?? []).map((entry) => [entry.code, String(entry.status)]))
  const css = onDemandStylesheet(EXPLORER_STYLES_SCOPE)
  const cssName = `explorer.${digest(css)}.css`
  fs.writeFileSync(path.join(root, cssName), css)
  const worldText = JSON.stringify({ ...plans.world, errors, stylesheet: `/explorer/${cssName}` } satisfies ExplorerWorld)
  const worldName = `world.${digest(worldText)}.json`
  fs.writeFileSync(path.join(root, worldName), worldText)
  const routes = new Map(site.pages.map((page) => [page.file, page.route]))
  let blocks = 0
  let pages = 0
  let examples = 0
  let bytes = worldText.length
  const write = (file: string, content: ExplorerPage) => {
    const text = JSON.stringify(content)
    const target = path.join(publicDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
    bytes += text.length
  }
  for (const page of plans.pages) {
    const keys = Object.keys(page.blocks)
    // A reference example (examples.yaml, errors.yaml) runs on its own workspace: one file per example, by its key.
    if (keys.every(isExampleKey)) {
      for (const key of keys) write(exampleFileOf(key), { world: `/explorer/${worldName}`, plan: page.plan, blocks: { [key]: page.blocks[key] } })
      examples += keys.length
      continue
    }
    const route = routes.get(page.file)
    if (!route) throw new Error(`${page.file}: the workspace model ran its requests, but the site has no page of it`)
    write(explorerFileOf(route), { world: `/explorer/${worldName}`, plan: page.plan, blocks: page.blocks })
    blocks += keys.length
    pages++
  }
  return `Explorer: ${blocks} runnable blocks on ${pages} pages and ${examples} reference examples, ${Math.round(bytes / 1024)} KB of plans and world`
}
