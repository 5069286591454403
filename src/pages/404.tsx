import { SiteLink } from "../navigation/SiteLink"
import { Article } from "../layout/Article"
import { PageHead } from "../layout/PageHead"

export default function NotFoundPage() {
  return (
    <>
      <PageHead title="Page not found" description="This page does not exist in the Strata documentation." route="/404" />
      <Article title="Page not found">
        <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
        <p>
          Start again from the <SiteLink to="/">introduction</SiteLink>, or find the page in the navigation.
        </p>
      </Article>
    </>
  )
}
