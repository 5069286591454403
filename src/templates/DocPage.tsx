import { graphql, type PageProps } from "gatsby"
import { useEffect, useRef } from "react"
import { Article } from "../layout/Article"
import { PageActions } from "../layout/PageActions"
import type { ElementNode } from "../mdx/elementTree"
import { hydrateIslands } from "../mdx/islands/hydrateIslands"
import type { PageChrome } from "../layout/pageChrome"
import { LazyPageHead } from "./LazyPageHead"
import { PageTree } from "./PageTree"
import { useKeepsServerHtml } from "./useKeepsServerHtml"

interface DocPageBody {
  route: string
  frontmatter: { title: string; description: string }
  elements: ElementNode
}

/** A page is either hand-written (Mdx) or generated from content/schema (GeneratedDoc); the query asks for both by id, one answers. */
interface DocPageData {
  mdx: DocPageBody | null
  generatedDoc: DocPageBody | null
}

/**
 * The one template of every documentation page: its query and head; the body and the chrome around it
 * (trees from the page context). On a first load the article stays the server's HTML and only its islands
 * hydrate; after client navigation everything renders through the component map.
 */
export default function DocPage({ data, pageContext }: PageProps<DocPageData, PageChrome>) {
  const { route, frontmatter, elements } = (data.mdx ?? data.generatedDoc)!
  const { breadcrumbs, pageEnd, structuredData, markdown } = pageContext
  const keep = useKeepsServerHtml()
  const articleRef = useRef<HTMLElement>(null)
  useEffect(() => (keep && articleRef.current ? hydrateIslands(articleRef.current) : undefined), [keep])
  return (
    <>
      <LazyPageHead
        keepServerHtml={keep}
        title={frontmatter.title}
        description={frontmatter.description}
        route={route}
        structuredData={structuredData}
        markdown={markdown}
        body={elements}
      />
      <div className="page-top">
        <PageTree node={breadcrumbs} keepServerHtml={keep} />
        <PageActions source={markdown} />
      </div>
      <Article ref={articleRef} title={frontmatter.title} keepServerHtml={keep}>
        <PageTree node={elements} keepServerHtml={false} />
      </Article>
      <PageTree node={pageEnd} keepServerHtml={keep} />
    </>
  )
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      route
      frontmatter {
        title
        description
      }
      elements
    }
    generatedDoc(id: { eq: $id }) {
      route
      frontmatter {
        title
        description
      }
      elements
    }
  }
`
