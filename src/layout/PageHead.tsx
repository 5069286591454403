import { Helmet } from "react-helmet"
import { site } from "../site"
import { canonicalUrl, pageTitle } from "./pageTitle"

interface PageHeadProps {
  title: string
  description: string
  route: string
  /** The page's JSON-LD, serialised at build. */
  structuredData?: string
}

/** Title, description, canonical URL, Open Graph and Twitter tags, and JSON-LD of one page (server-rendered by react-helmet). */
export function PageHead({ title, description, route, structuredData }: PageHeadProps) {
  const fullTitle = pageTitle(title, route)
  const url = canonicalUrl(route)
  const image = site.siteUrl + site.socialImage
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData && <script type="application/ld+json">{structuredData}</script>}
    </Helmet>
  )
}
