import fs from "fs"
import type { CreatePagesArgs } from "gatsby"
import path from "path"
import { NAVIGATION_FILE, REDIRECTS_FILE } from "../kernel/sourceFiles"
import { parseRedirects } from "../../redirects/redirectList"
import type { PageCompilers } from "../compile/pageCompiler"
import { gitIn, readLastUpdated } from "./lastUpdated"
import { readRouteHistory } from "./routeHistory"
import { CONTENT_QUERY, type SiteContent, type SiteInputs } from "./readSite"

/** The data layer's content with its navigation tree, or undefined when either could not be read (the build stops, said why). */
export async function queryContent({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<SiteContent | undefined> {
  const content = await graphql<SiteContent>(CONTENT_QUERY)
  if (content.errors?.length || !content.data) {
    reporter.panicOnBuild(`Could not read the content: ${(content.errors ?? []).map((e: Error) => e.message).join("\n")}`)
    return undefined
  }
  // Sourced from content/navigation.ts; when it could not be read, sourcing reported why.
  if (!content.data.strataNavigation) {
    reporter.panicOnBuild(`${NAVIGATION_FILE} could not be read: no page is created until it can (see the error above)`)
    return undefined
  }
  return content.data
}

/** What the site model is read with besides the data layer: the files on disk, the redirects, and git's dates and routes. */
export function siteInputs(rootDir: string, content: SiteContent, compilers: PageCompilers): SiteInputs {
  const git = gitIn(rootDir)
  const navigation = content.strataNavigation ?? { tree: [], unlisted: [] }
  const readFile = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")
  return {
    rootDir,
    navigation: navigation.tree,
    unlisted: navigation.unlisted,
    compilers,
    readFile,
    lastUpdated: (dir: string) => readLastUpdated(dir, git),
    redirects: parseRedirects(readFile(path.join(rootDir, REDIRECTS_FILE)), REDIRECTS_FILE),
    routeHistory: () => readRouteHistory(git),
  }
}
