import type { ReactNode } from "react"
import { Icon } from "../ui/Icon"
import type { BUTTON_VARIANTS } from "./componentRegistry"
import { MdxLink } from "./MdxLink"
import { mdxStyles } from "./mdx.styles"

type Variant = (typeof BUTTON_VARIANTS)[number]

interface ButtonProps {
  href?: string
  variant?: Variant
  arrow?: "left" | "right"
  children?: ReactNode
}

/** A link styled as a button when it has `href` (site routes client-side, others rel=noopener); a button otherwise. */
export function Button({ href, variant = "primary", arrow, children }: ButtonProps) {
  const content = (
    <>
      {arrow === "left" && <Icon name="arrowLeft" size={16} />}
      {children}
      {arrow === "right" && <Icon name="arrowRight" size={16} />}
    </>
  )
  if (href) {
    return (
      <MdxLink href={href} className={mdxStyles.button} data-variant={variant}>
        {content}
      </MdxLink>
    )
  }
  return (
    <button type="button" className={mdxStyles.button} data-variant={variant}>
      {content}
    </button>
  )
}
