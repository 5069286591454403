import { forwardRef, useEffect, type ReactNode } from "react"
import { TitleText } from "../mdx/CodeText"
import { keepChildren } from "../mdx/islands/serverHtml"
import { TOP_ID } from "../ui/topAnchor"
import { articleStyles } from "./Article.styles"
import { renderDeferredBlocks } from "./renderDeferredBlocks"

interface ArticleProps {
  title: string
  /** A page's first load: the article stays the server's HTML (its islands hydrate on their own). */
  keepServerHtml?: boolean
  children?: ReactNode
}

/** A page's title and its rendered body; the article carries the id that "Top of page" links to. */
export const Article = forwardRef<HTMLElement, ArticleProps>(function Article({ title, keepServerHtml = false, children }, ref) {
  // Each page's deferred blocks are laid out in idle time after it shows (a new page brings a new title).
  useEffect(() => renderDeferredBlocks(document.getElementById(TOP_ID)), [title])
  if (keepServerHtml) return <article id={TOP_ID} className={articleStyles.prose} ref={ref} {...keepChildren} />
  return (
    <article id={TOP_ID} className={articleStyles.prose} ref={ref}>
      <h1 className={articleStyles.title}>
        <TitleText text={title} />
      </h1>
      {children}
    </article>
  )
})
