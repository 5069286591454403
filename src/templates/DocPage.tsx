import { graphql, type PageProps } from "gatsby"
import { useMemo } from "react"
import { Article } from "../layout/Article"
import { PageHead } from "../layout/PageHead"
import type { TreeNode } from "../mdx/compiler/types"
import { renderTree } from "../mdx/renderTree"

interface DocPageData {
  mdx: {
    route: string
    frontmatter: { title: string; description: string }
    tree: TreeNode
  }
}

/** The one template of every documentation page: its query and head; the tree renders through the component map. */
export default function DocPage({ data }: PageProps<DocPageData>) {
  const { route, frontmatter, tree } = data.mdx
  const body = useMemo(() => renderTree(tree), [tree])
  return (
    <>
      <PageHead title={frontmatter.title} description={frontmatter.description} route={route} />
      <Article title={frontmatter.title}>{body}</Article>
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
      tree
    }
  }
`
