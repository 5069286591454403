import { Suspense, type ReactNode } from "react"
import { TOP_ID } from "../toc/topAnchor"
import { articleStyles } from "./Article.styles"

/** A page's title and its rendered body; the article carries the id that "Top of page" links to. */
export function Article({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article id={TOP_ID} className={articleStyles.prose}>
      <h1 className={articleStyles.title}>{title}</h1>
      {/* A boundary around the body: React hydrates it after the frame, in slices that yield to the
          reader's input, instead of one long task over every element of a long page. */}
      <Suspense fallback={null}>{children}</Suspense>
    </article>
  )
}
