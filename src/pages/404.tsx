import type { PageProps } from "gatsby"
import { NotFound } from "../layout/NotFound"
import { PageHead } from "../layout/PageHead"

export default function NotFoundPage({ location }: PageProps) {
  return (
    <>
      <PageHead title="Page not found" description="This page does not exist in the Strata documentation." route="/404" />
      <NotFound pathname={location.pathname} />
    </>
  )
}
