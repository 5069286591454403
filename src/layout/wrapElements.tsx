import type { GatsbyBrowser, GatsbySSR } from "gatsby"
// The core provider only: colours are our own CSS custom properties (src/theme/palette), so theme-ui's
// colour-mode provider, which the full `theme-ui` one adds, would be dead weight in every page's first load.
import { ThemeProvider } from "@theme-ui/core"
import type { PageHeading } from "../mdx/compiler/types"
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
  <ThemeProvider theme={theme}>
    {element}
  </ThemeProvider>
)

export const wrapPageElement: WrapPage = ({ element, props }) => (
  <DocLayout pathname={props.location.pathname} hash={props.location.hash} headings={props.pageContext?.headings ?? []}>
    {element}
  </DocLayout>
)
