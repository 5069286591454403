import { forwardRef, type ButtonHTMLAttributes } from "react"
import { Icon, type IconName } from "./Icon"

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName
  label: string
}

/** A square button showing one icon, named for screen readers by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      {...rest}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: 36,
        height: 36,
        p: 0,
        border: "none",
        borderRadius: "default",
        bg: "transparent",
        color: "muted",
        cursor: "pointer",
        "&:hover": { bg: "surface", color: "heading" },
      }}
    >
      {children ?? <Icon name={icon} />}
    </button>
  )
})
