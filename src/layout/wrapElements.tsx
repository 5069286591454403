import type { GatsbyBrowser } from "gatsby"
import type { PageHeading } from "../mdx/treeTypes"
import { DocLayout } from "./DocLayout"

/** What gatsby-node puts in every doc page's context; other pages (404) have none of it. */
export interface DocPageContext {
  id?: string
  headings?: PageHeading[]
}

type WrapPage = NonNullable<GatsbyBrowser<unknown, DocPageContext>["wrapPageElement"]>

/**
 * Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. No root provider:
 * styles are class names whose CSS was generated at build, so nothing reads the theme at run time.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <DocLayout pathname={props.location.pathname} hash={props.location.hash} headings={props.pageContext?.headings ?? []}>
    {element}
  </DocLayout>
)
