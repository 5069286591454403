import { SiteLink } from "../navigation/SiteLink"
import type { AnchorHTMLAttributes } from "react"

/** Links in content: site routes navigate client-side, other sites open with rel="noopener". */
export function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <SiteLink to={href} {...(rest as object)}>
        {children}
      </SiteLink>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} rel={external ? "noopener noreferrer" : undefined} {...rest}>
      {children}
    </a>
  )
}
