import { graphql, type PageProps } from "gatsby"
import { useMemo } from "react"
import { Article } from "../layout/Article"
import { PageActions } from "../layout/PageActions"
import { PageHead } from "../layout/PageHead"
import type { ElementNode } from "../mdx/elementTree"
import { renderTree } from "../mdx/renderTree"
import type { PageChrome } from "../node/pageChrome"

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

/** The one template of every documentation page: its query and head; the body and the chrome around it (trees from the page context) render through the component map. */
export default function DocPage({ data, pageContext }: PageProps<DocPageData, PageChrome>) {
  const { route, frontmatter, elements } = (data.mdx ?? data.generatedDoc)!
  const body = useMemo(() => renderTree(elements), [elements])
  const { breadcrumbs, pageEnd, structuredData, markdown } = pageContext
  return (
    <>
      <PageHead title={frontmatter.title} description={frontmatter.description} route={route} structuredData={structuredData} markdown={markdown} />
      <div className="page-top">
        {renderTree(breadcrumbs)}
        <PageActions source={markdown} />
      </div>
      <Article title={frontmatter.title}>{body}</Article>
      {renderTree(pageEnd)}
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
