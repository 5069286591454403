import { Helmet } from "react-helmet"
import { site } from "../site"
import { canonicalUrl, pageTitle } from "./pageTitle"

/** Title, description, canonical URL and Open Graph tags of one page (server-rendered by react-helmet). */
export function PageHead({ title, description, route }: { title: string; description: string; route: string }) {
  const fullTitle = pageTitle(title, route)
  const url = canonicalUrl(route)
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
    </Helmet>
  )
}
