import type { ReactNode } from "react"
import { ContentIcon, type ContentIconName } from "../ui/ContentIcon"
import { MdxLink } from "./MdxLink"
import { mdxStyles } from "./mdx.styles"

/** A grid of cards, one column on phones, two from 640 px. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className={mdxStyles.cards}>{children}</div>
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
