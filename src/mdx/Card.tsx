import type { ReactNode } from "react"
import { ContentIcon, type ContentIconName } from "../ui/ContentIcon"
import { MdxLink } from "./MdxLink"
import { mdxStyles } from "./mdx.styles"

/**
 * A grid of cards: columns of at least 260 px, one on phones. `layout="compact"`: the icon beside the title and
 * columns of at least 200 px, so a page's doors fit its first screen (two columns in a 500 px article).
 */
export function Cards({ layout, children }: { layout?: "compact"; children?: ReactNode }) {
  return (
    <div className={mdxStyles.cards} data-layout={layout}>
      {children}
    </div>
  )
}

interface CardProps {
  title: string
  href: string
  icon?: ContentIconName
  target?: "_self" | "_blank"
  children?: ReactNode
}

/** One linked card: the whole card is the link, with a visible focus ring. */
export function Card({ title, href, icon, target, children }: CardProps) {
  return (
    <MdxLink
      href={href}
      target={target}
      className={mdxStyles.card}
    >
      {icon && (
        <span className={mdxStyles.cardIcon}>
          <ContentIcon name={icon} size={18} />
        </span>
      )}
      <span className={mdxStyles.cardTitle}>{title}</span>
      {children}
    </MdxLink>
  )
}
