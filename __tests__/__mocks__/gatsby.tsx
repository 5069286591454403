import { forwardRef, type AnchorHTMLAttributes } from "react"

// Gatsby's Link needs the router; in component tests a plain anchor shows the same target.
export const Link = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function Link(
  { to, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />
})

export const navigate = jest.fn()
export const graphql = () => undefined

// The layout's one static query: the navigation tree, as the data layer holds it (src/build/source/navigationSource).
export const useStaticQuery = () => ({ strataNavigation: { tree: require("../navigation/siteTree").navigationTree } })
export const prefetchPathname = jest.fn()
