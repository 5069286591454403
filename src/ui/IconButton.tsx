import { forwardRef, type ButtonHTMLAttributes } from "react"
import { cx } from "../theme/styles/cx"
import { Icon, type IconName } from "./Icon"
import { iconButtonStyles } from "./IconButton.styles"

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName
  label: string
}

/** A square button showing one icon, named for screen readers by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, children, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      {...rest}
      className={cx(iconButtonStyles.root, className)}
    >
      {children ?? <Icon name={icon} />}
    </button>
  )
})
