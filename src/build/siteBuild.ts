import path from "path"
import { buildSchema } from "graphql"
import { typeLinks } from "../reference/graphqlPages"
import { pageCompilers, type PageCompilers } from "./compile/pageCompiler"
import { sharedMdxParse, type SharedMdxParse } from "./compile/sharedParse"
import { memoryTuning, type MemoryTuning } from "./kernel/memoryTuning"
import { diskPageStore } from "./kernel/pageStore"
import { PAGE_COMPILER } from "./kernel/sourcePaths"
import { stageKey } from "./kernel/stageKey"

/** What gatsby-node's hooks share within one process, made once by siteBuild and handed to each hook that needs it. */
export interface SiteBuild {
  /** The site root (Gatsby compiles gatsby-node.ts into .cache, so it is the working directory, not __dirname). */
  rootDir: string
  /**
   * Compiled pages, shared by the field resolvers and createPages (one compiler per schema text), and kept in
   * .cache for the query workers and the next build.
   */
  compilers: PageCompilers
  /** Each page body parsed once for all the stages that read it. */
  mdx: SharedMdxParse
  /** The build's heap tuning, behind its one switch (STRATA_BUILD_MEMORY=off). */
  memory: MemoryTuning
}

/** Type links of a GraphQL schema text; a schema that does not parse links nothing (sourcing reports it with its file). */
function linksOfSchema(graphql: string): ReadonlyMap<string, string> {
  try {
    return typeLinks(buildSchema(graphql))
  } catch {
    return new Map()
  }
}

export function siteBuild(rootDir: string, env: NodeJS.ProcessEnv = process.env): SiteBuild {
  const mdx = sharedMdxParse()
  const compilers = pageCompilers(linksOfSchema, diskPageStore(path.join(rootDir, ".cache", "strata-pages"), stageKey(rootDir, PAGE_COMPILER)), mdx.parse)
  return { rootDir, compilers, mdx, memory: memoryTuning(env) }
}
