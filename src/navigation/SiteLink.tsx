import type { AnchorHTMLAttributes } from "react"

/**
 * A link to a page of this site: a plain anchor. A plain click navigates client-side and pointing at,
 * focusing or touching it prefetches the page, through the document's one listener
 * (`src/startup/clientNavigation.ts`), as for the article's server HTML. Gatsby's Link makes an IntersectionObserver
 * of its own for every link (34 to 47 on a page, made while hydrating) and prefetches every link on
 * screen after load; this makes none and prefetches on intent only.
 */
export function SiteLink({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...rest} />
}
