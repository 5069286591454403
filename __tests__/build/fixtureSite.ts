import fs from "fs"
import os from "os"
import path from "path"
import { identifyTree } from "../../src/navigation/identify"
import type { NavGroup } from "../../src/navigation/types"
import { pageCompilers } from "../../src/build/compile/pageCompiler"
import { readSite, type SiteContent } from "../../src/build/source/readSite"
import type { SiteModel } from "../../src/build/kernel/siteModel"

// A small site for the stage tests, read without Gatsby: three hand-written pages (one that does not
// compile when `broken` is set) and one generated page, as the data layer would hand them over.

export const ROOT = "/site"

const tree: NavGroup[] = [
  { title: "Start", links: [{ title: "Home", href: "/" }, { title: "Filters", href: "/guides/filters" }] },
  { title: "Reference", links: [{ title: "Errors", href: "/reference/errors" }] },
]

const FILES: Record<string, string> = {
  "content/docs/index.mdx": "---\ntitle: Home\ndescription: The start.\n---\n\n## Welcome\n\nRead [filters](/guides/filters#by-name).\n",
  "content/docs/guides/filters.mdx": "---\ntitle: Filters\ndescription: Filtering rows.\n---\n\n## By name\n\nText with `Product`.\n",
  "content/docs/secret.mdx": "---\ntitle: Components\ndescription: Unlisted.\n---\n\n## Hidden\n",
}

const bodyOf = (text: string) => text.slice(text.indexOf("---", 3) + 3)

const BROKEN = { "content/docs/guides/filters.mdx": "---\ntitle: Filters\ndescription: Filtering rows.\n---\n\n## By name\n\nA {brace}.\n" }

export function fixtureContent({ broken = false } = {}): SiteContent {
  const files = broken ? { ...FILES, ...BROKEN } : FILES
  const route = (file: string) => file.replace("content/docs", "").replace(/\.mdx$/, "").replace(/\/index$/, "") || "/"
  return {
    allMdx: {
      nodes: Object.entries(files).map(([file, text], index) => ({
        id: `mdx-${index}`,
        body: bodyOf(text),
        route: route(file),
        frontmatter: { title: /title: (.*)/.exec(text)?.[1] ?? null, description: /description: (.*)/.exec(text)?.[1] ?? null },
        internal: { contentFilePath: path.join(ROOT, file) },
      })),
    },
    allGeneratedDoc: {
      nodes: [{ id: "gen-0", route: "/reference/errors", body: "\n## E100\n\nNot found.\n", sourceFile: "content/schema/errors.yaml", frontmatter: { title: "Errors", description: "Every error." } }],
    },
    allStrataSchemaFile: { nodes: [] },
    strataNavigation: { tree: identifyTree(tree), unlisted: ["/secret"] },
  }
}

export function fixtureSite(options: { broken?: boolean; rootDir?: string } = {}): SiteModel {
  const content = fixtureContent(options)
  const texts = new Map(Object.entries(options.broken ? { ...FILES, ...BROKEN } : FILES).map(([file, text]) => [path.join(ROOT, file), text]))
  return readSite(content, {
    rootDir: ROOT,
    navigation: content.strataNavigation!.tree,
    unlisted: content.strataNavigation!.unlisted,
    compilers: pageCompilers(() => new Map()),
    readFile: (file) => texts.get(file) ?? "",
    lastUpdated: (dir) => (dir === "content/docs" ? new Map([["content/docs/index.mdx", { iso: "2025-03-12T10:00:00Z", label: "12 March 2025" }]]) : new Map()),
  })
}

/** A temporary folder, removed after the test file. */
export function temporaryDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "strata-stage-"))
}
