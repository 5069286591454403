import { graphql, useStaticQuery } from "gatsby"
import { useEffect, useMemo, useState } from "react"
import { flattenNavigation } from "../navigation/flatten"
import { nearestRoutes, routeCandidates } from "../navigation/nearestRoutes"
import { SiteLink } from "../navigation/SiteLink"
import { useNavigationTree } from "../navigation/useNavigationTree"
import { Icon } from "../ui/Icon"
import { Article } from "./Article"
import { notFoundStyles } from "./NotFound.styles"

interface MovedQuery {
  strataNavigation: { moved: { from: string; to: string }[] }
}

/** A suggestion: the route (with a redirect's #anchor) and the title its entry in the tree has. */
interface Suggestion {
  route: string
  title: string
}

/**
 * The 404 page's body: the nearest published routes to the address (the tree's routes and content/redirects.yaml,
 * data every page already has: the tree's static query, and a tiny one of the moved pages), and search. The server's
 * HTML cannot know the address (one 404.html answers every unknown path), so suggestions appear once it hydrates.
 */
export function NotFound({ pathname }: { pathname: string }) {
  const tree = useNavigationTree()
  const { moved } = useStaticQuery<MovedQuery>(graphql`
    query NotFoundMoved {
      strataNavigation {
        moved
      }
    }
  `).strataNavigation
  const [address, setAddress] = useState<string | null>(null)
  // After hydration: the server rendered /404.html, the browser has the reader's address.
  useEffect(() => setAddress(pathname), [pathname])
  const suggestions = useMemo<Suggestion[]>(() => {
    if (address === null) return []
    const links = flattenNavigation(tree).flatMap((node) => (node.href ? [{ href: node.href, title: node.title }] : []))
    const titles = new Map(links.map((link) => [link.href, link.title]))
    return nearestRoutes(address, routeCandidates(links.map((link) => link.href), moved)).map((route) => ({
      route,
      title: titles.get(route.split("#")[0]) ?? route,
    }))
  }, [address, tree, moved])
  return (
    <Article title="Page not found">
      <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
      {suggestions.length > 0 && (
        <>
          <p>Did you mean:</p>
          <ul className={notFoundStyles.suggestions} data-suggestions="">
            {suggestions.map(({ route, title }) => (
              <li key={route}>
                <SiteLink to={route}>{title}</SiteLink>
                <span className={notFoundStyles.route}>{route}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={notFoundStyles.actions}>
        {/* The page's search bootstrap opens the dialog for any [data-search-trigger]: no script of this page's own. */}
        <button type="button" data-search-trigger="" className={notFoundStyles.search}>
          <Icon name="search" size={16} />
          Search the docs
        </button>
        <span>
          or start again from the <SiteLink to="/">introduction</SiteLink>.
        </span>
      </div>
    </Article>
  )
}
