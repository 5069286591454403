import { cx } from "../theme/styles/cx"
import { iconStyles } from "./Icon.styles"

// The frame's icons (top bar, navigation, search): part of every first load, so only these.
export const chromeIconPaths = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4.35-4.35",
  sun: "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2m0 16v2M4.93 4.93l1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41",
  moon: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z",
  chevronRight: "M9 6l6 6-6 6",
  arrowLeft: "M19 12H5m6-6-6 6 6 6",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  external: "M14 4h6v6m0-6L10 14M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zm0-14v4l3 3",
} as const

export type IconName = keyof typeof chromeIconPaths

interface SvgProps {
  size?: number
  className?: string
}

/** A decorative stroke icon; the control that holds it carries the name. */
export function Icon({ name, ...rest }: { name: IconName } & SvgProps) {
  return <StrokeIcon d={chromeIconPaths[name]} {...rest} />
}

/** The one way an icon is drawn: a 24-unit stroke path at `size` pixels. */
export function StrokeIcon({ d, size = 20, className }: { d: string } & SvgProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx(iconStyles.root, className)}
    >
      <path d={d} />
    </svg>
  )
}
