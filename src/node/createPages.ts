import path from "path"
import type { CreatePagesArgs } from "gatsby"
import type { PageHeading } from "../mdx/compiler/types"
import { navigationTree } from "../navigation/tree"
import { checkDuplicateRoutes, checkFrontMatter, checkNavigationCoverage, type SourcedPage } from "./checks"

interface PagesQuery {
  allMdx: {
    nodes: {
      id: string
      route: string
      pageHeadings: PageHeading[]
      frontmatter: { title: string | null; description: string | null } | null
      internal: { contentFilePath: string }
    }[]
  }
}

const TEMPLATE = "src/templates/DocPage.tsx"
const NAVIGATION_FILE = "content/navigation.ts"

/** One page per MDX file, all through the one doc template, after the content checks pass. */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs, rootDir: string): Promise<void> {
  // Compiling the tree here surfaces every page's MDX errors at once, before any page query runs.
  const result = await graphql<PagesQuery>(`
    {
      allMdx(sort: { internal: { contentFilePath: ASC } }) {
        nodes { id route tree pageHeadings frontmatter { title description } internal { contentFilePath } }
      }
    }
  `)
  if (result.errors?.length || !result.data) {
    const messages = (result.errors ?? []).map((error: { message: string }) => error.message)
    reporter.panicOnBuild(`Content errors:\n${[...new Set(messages)].join("\n")}`)
    return
  }
  const nodes = result.data.allMdx.nodes
  const pages: SourcedPage[] = nodes.map((node) => ({
    route: node.route,
    file: path.relative(rootDir, node.internal.contentFilePath),
    title: node.frontmatter?.title,
    description: node.frontmatter?.description,
  }))
  const problems = [
    ...checkFrontMatter(pages),
    ...checkDuplicateRoutes(pages),
    ...checkNavigationCoverage(navigationTree, pages, NAVIGATION_FILE),
  ]
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content errors (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`)
    return
  }
  for (const node of nodes) {
    actions.createPage({ path: node.route, component: path.join(rootDir, TEMPLATE), context: { id: node.id, headings: node.pageHeadings } })
  }
  reporter.info(`Created ${nodes.length} documentation pages`)
}
