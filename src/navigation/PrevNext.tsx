import { SiteLink } from "./SiteLink"
import { cx } from "../theme/styles/cx"
import { Icon } from "../ui/Icon"
import { prevNextStyles } from "./PrevNext.styles"
import type { NavLink } from "./types"

function PageLink({ link, direction }: { link: NavLink; direction: "previous" | "next" }) {
  const isNext = direction === "next"
  return (
    <SiteLink
      to={link.href}
      rel={isNext ? "next" : "prev"}
      className={cx(prevNextStyles.link, isNext && prevNextStyles.linkNext)}
    >
      <span className={prevNextStyles.direction}>
        {!isNext && <Icon name="arrowLeft" size={14} />}
        {isNext ? "Next" : "Previous"}
        {isNext && <Icon name="arrowRight" size={14} />}
      </span>
      <span className={cx(prevNextStyles.title, isNext && prevNextStyles.titleNext)}>{link.title}</span>
    </SiteLink>
  )
}

/** Previous and Next buttons at the end of a page, following the tree's reading order. */
export function PrevNext({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null
  return (
    <nav aria-label="Previous and next pages" className={prevNextStyles.root}>
      {previous && <PageLink link={previous} direction="previous" />}
      {next && <PageLink link={next} direction="next" />}
    </nav>
  )
}
