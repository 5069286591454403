import fs from "fs"
import path from "path"
import { SEARCH_RECORDS_FILE } from "../../search/index/algoliaIndex"
import { GRAPHQL_ROUTE } from "../../reference/graphqlPages"
import { site as siteConfig } from "../../site"
import { compiledPages, type SiteModel } from "../kernel/siteModel"
import type { JsonStore } from "../kernel/pageStore"
import type { MdxParse } from "../../mdx/compiler/parseMdx"
import { runSteps } from "../kernel/steps"
import { describeMarkdownFiles, writeMarkdownFiles } from "./markdownFiles"
import { writeRobotsTxt } from "./robots"
import { publishSchemaFiles } from "./schemaFiles"
import { describeSearchIndex, saveSearchRecords, siteRecords, writeSearchIndex } from "./searchIndex"

/**
 * The files written beside the pages, into `publicDir`: /schema/* (copies of content/schema), each page's
 * Markdown twin with /llms.txt and /llms-full.txt, the embedded search index in /search/ (and its records
 * for the Algolia sync), and /robots.txt. Returns one line for the build log per kind of file. `twins`
 * keeps each page's Markdown between builds; `parse` is the build's shared one. It pauses after the twins,
 * after the search records are built and after the index is written: each step leaves hundreds of megabytes
 * of garbage at 10,000 pages, and whoever runs the steps (runSteps) may collect the heap there.
 */
export function* emitSteps(site: SiteModel, publicDir: string, twins?: JsonStore<string>, parse?: MdxParse, parts: EmitParts = "all"): Generator<void, string[]> {
  const lines: string[] = []
  if (parts !== "search") lines.push(...(yield* pageFileSteps(site, publicDir, twins, parse)))
  if (parts !== "pages") lines.push(...(yield* searchSteps(site, publicDir)))
  return lines
}

/**
 * Which files: all of them (a build), or, for `gatsby develop` after a save, the files of the pages (twins, llms
 * files, /schema, robots.txt) or the search index and its records (develop writes them once no save has come for a while).
 */
export type EmitParts = "all" | "pages" | "search"

function* pageFileSteps(site: SiteModel, publicDir: string, twins?: JsonStore<string>, parse?: MdxParse): Generator<void, string[]> {
  const lines: string[] = []
  publishSchemaFiles(site.rootDir, publicDir)
  const typeMentions = compiledPages(site)
    .filter((page) => !page.generated)
    .flatMap((page) => page.compiled.links)
    .filter((link) => link.href.startsWith(`${GRAPHQL_ROUTE}/`))
  lines.push(`Type links: ${typeMentions.length} links from hand-written pages to GraphQL reference entries`)
  // A page that did not compile (develop goes on with its problems shown) gets a twin of its title and description only.
  const sources = site.pages.map((page) => ({ route: page.route, title: page.title ?? "", description: page.description ?? "", body: page.compiled ? page.body : "" }))
  lines.push(describeMarkdownFiles(writeMarkdownFiles(sources, site.navigation, publicDir, site.unlisted, site.schemas && site.typeLinks, twins, parse)))
  writeRobotsTxt(publicDir, siteConfig.siteUrl)
  yield
  return lines
}

function* searchSteps(site: SiteModel, publicDir: string): Generator<void, string[]> {
  const lines: string[] = []
  const indexStarted = Date.now()
  const searchable = compiledPages(site).filter((page) => !site.unlisted.includes(page.route))
  const records = siteRecords(searchable, (page) => {
    return { route: page.route, title: page.title ?? "", description: page.description ?? "", tree: page.compiled.tree, weight: page.searchWeight }
  })
  yield
  lines.push(describeSearchIndex(writeSearchIndex(records, publicDir), Date.now() - indexStarted))
  yield
  saveSearchRecords(records, site.rootDir)
  return lines
}

/** Every step of emitSteps, one after another, without pausing. */
export const emitFiles = (site: SiteModel, publicDir: string, twins?: JsonStore<string>, parse?: MdxParse): string[] =>
  runSteps(emitSteps(site, publicDir, twins, parse))

/** Whether the files of the last emitFiles are still there (a kept result is reused only then). */
export function emittedFilesExist(rootDir: string, publicDir: string): boolean {
  const written = ["llms.txt", "llms-full.txt", "robots.txt", "search"].every((name) => fs.existsSync(path.join(publicDir, name)))
  return written && fs.existsSync(path.join(rootDir, SEARCH_RECORDS_FILE))
}

/** Where the files are written: the site's public/ folder. */
export const publicDirOf = (site: SiteModel): string => path.join(site.rootDir, "public")
