import type { ReactNode } from "react"
import { Icon, type IconName } from "../ui/Icon"
import { MdxLink } from "./MdxLink"

/** A grid of cards, one column on phones, two from 640 px. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div sx={{ display: "grid", gap: 4, my: 5, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))" }}>{children}</div>
}

interface CardProps {
  title: string
  href: string
  icon?: IconName
  target?: "_self" | "_blank"
  children?: ReactNode
}

/** One linked card: the whole card is the link, with a visible focus ring. */
export function Card({ title, href, icon, target, children }: CardProps) {
  return (
    <MdxLink
      href={href}
      target={target}
      sx={{
        display: "block",
        p: 4,
        border: "1px solid",
        borderColor: "border",
        borderRadius: "large",
        color: "text",
        textDecoration: "none",
        transition: "border-color .15s, background-color .15s",
        "&&": { textDecoration: "none", color: "text" },
        "&:hover": { borderColor: "primary", bg: "surface" },
        "&:focus-visible": { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
        "& p": { my: 1, fontSize: 2, color: "muted" },
      }}
    >
      {icon && (
        <span sx={{ display: "inline-flex", p: 2, mb: 2, borderRadius: "default", bg: "highlight", color: "highlightText" }}>
          <Icon name={icon} size={18} />
        </span>
      )}
      <span sx={{ display: "block", fontWeight: "heading", color: "heading" }}>{title}</span>
      {children}
    </MdxLink>
  )
}
