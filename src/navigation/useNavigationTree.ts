import { graphql, useStaticQuery } from "gatsby"
import type { IdentifiedNode } from "./types"

interface NavigationQuery {
  strataNavigation: { tree: IdentifiedNode[] }
}

/** The site's navigation tree with its ids (src/build/source/navigationSource): data fetched once per visit, not script. */
export function useNavigationTree(): IdentifiedNode[] {
  return useStaticQuery<NavigationQuery>(graphql`
    query NavigationTree {
      strataNavigation {
        tree
      }
    }
  `).strataNavigation.tree
}
