import type { ReactNode } from "react"
import { Icon } from "../ui/Icon"
import type { BUTTON_VARIANTS } from "./registry"
import { MdxLink } from "./MdxLink"

type Variant = (typeof BUTTON_VARIANTS)[number]

const variants: Record<Variant, Record<string, unknown>> = {
  primary: { bg: "primary", color: "background", "&:hover": { bg: "primaryHover" } },
  secondary: { bg: "highlight", color: "highlightText", "&:hover": { bg: "surfaceStrong" } },
  filled: { bg: "heading", color: "background", "&:hover": { opacity: 0.9 } },
  outline: { bg: "transparent", color: "heading", boxShadow: "inset 0 0 0 1px var(--c-surface-strong)", "&:hover": { bg: "surface" } },
  text: { bg: "transparent", color: "primary", px: 0, "&:hover": { color: "primaryHover" } },
}

interface ButtonProps {
  href?: string
  variant?: Variant
  arrow?: "left" | "right"
  children?: ReactNode
}

/** A link styled as a button when it has `href` (site routes client-side, others rel=noopener); a button otherwise. */
export function Button({ href, variant = "primary", arrow, children }: ButtonProps) {
  const style = {
    display: "inline-flex",
    alignItems: "center",
    gap: 1,
    px: 3,
    py: 1,
    border: "none",
    borderRadius: "full",
    fontFamily: "body",
    fontSize: 2,
    fontWeight: "medium",
    lineHeight: "24px",
    cursor: "pointer",
    // Doubled class: beats the article's link colour and underline.
    "&&": { textDecoration: "none", ...variants[variant] },
  }
  const content = (
    <>
      {arrow === "left" && <Icon name="arrowLeft" size={16} />}
      {children}
      {arrow === "right" && <Icon name="arrowRight" size={16} />}
    </>
  )
  if (href) {
    return (
      <MdxLink href={href} sx={style} data-variant={variant}>
        {content}
      </MdxLink>
    )
  }
  return (
    <button type="button" sx={style} data-variant={variant}>
      {content}
    </button>
  )
}
