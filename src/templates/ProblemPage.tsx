import type { PageProps } from "gatsby"

export interface ProblemPageContext {
  title: string
  file: string
}

/**
 * `gatsby develop` only: a page that does not compile still has its route, so a writer who misspells a component
 * sees the page's problems over it (src/develop) instead of a 404. A build never makes this page: it stops first.
 */
export default function ProblemPage({ pageContext }: PageProps<object, ProblemPageContext>) {
  return (
    <article data-problem-page="">
      <h1>{pageContext.title}</h1>
      <p>
        This page does not compile. Its problems are listed over it, each with its line of <code>{pageContext.file}</code>. Save a fix and the
        page comes back.
      </p>
    </article>
  )
}
