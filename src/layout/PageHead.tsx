import { Helmet } from "react-helmet"
import type { ElementNode } from "../mdx/elementTree"
import { firstFrameTarget } from "./firstFrame"
import { FIRST_FRAME_AFTER } from "../ui/pageIds"
import { site } from "../site"
import { canonicalUrl, pageTitle } from "./pageTitle"

interface PageHeadProps {
  title: string
  description: string
  route: string
  /** The page's JSON-LD, serialised at build. */
  structuredData?: string
  /** The page's Markdown twin, for tools that read docs for their users. */
  markdown?: string
  /** The page's body: the first frame waits for its first deferred heading, or for the element after the page (src/layout/firstFrame). */
  body?: ElementNode
}

/** Title, description, canonical URL, Open Graph and Twitter tags, and JSON-LD of one page (server-rendered by react-helmet). */
export function PageHead({ title, description, route, structuredData, markdown, body }: PageHeadProps) {
  const fullTitle = pageTitle(title, route)
  const url = canonicalUrl(route)
  return (
    <Helmet>
      <title>{fullTitle}</title>
      {/* No frame before the article's first screen has arrived (a browser without `rel=expect` paints as it parses). */}
      <link rel="expect" href={`#${body ? firstFrameTarget(body) : FIRST_FRAME_AFTER}`} {...{ blocking: "render" }} />
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {markdown && <link rel="alternate" type="text/markdown" href={markdown} />}
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {/* og:image, twitter:card and twitter:image are the same on every page: gatsby-ssr puts them in the HTML. */}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {structuredData && <script type="application/ld+json">{structuredData}</script>}
    </Helmet>
  )
}
