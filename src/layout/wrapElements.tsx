import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ThemeUIProvider } from "theme-ui"
import type { PageHeading } from "../mdx/compiler/types"
import { GlobalStyles } from "../theme/GlobalStyles"
import { theme } from "../theme/theme"
import { DocLayout } from "./DocLayout"

/** What gatsby-node puts in every doc page's context; other pages (404) have none of it. */
export interface DocPageContext {
  id?: string
  headings?: PageHeading[]
}

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]
type WrapPage = NonNullable<GatsbyBrowser<unknown, DocPageContext>["wrapPageElement"]>

/** Shared by gatsby-browser and gatsby-ssr so server and client render the same tree. */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeUIProvider theme={theme}>
    <GlobalStyles />
    {element}
  </ThemeUIProvider>
)

export const wrapPageElement: WrapPage = ({ element, props }) => (
  <DocLayout pathname={props.location.pathname} hash={props.location.hash} headings={props.pageContext?.headings ?? []}>
    {element}
  </DocLayout>
)
