import { Link } from "gatsby"
import { Icon } from "../ui/Icon"
import type { NavLink } from "./types"

function PageLink({ link, direction }: { link: NavLink; direction: "previous" | "next" }) {
  const isNext = direction === "next"
  return (
    <Link
      to={link.href}
      rel={isNext ? "next" : "prev"}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: isNext ? "flex-end" : "flex-start",
        gap: 1,
        ml: isNext ? "auto" : 0,
        px: 4,
        py: 3,
        minWidth: 0,
        border: "1px solid",
        borderColor: "border",
        borderRadius: "default",
        textDecoration: "none",
        "&:hover": { borderColor: "primary" },
      }}
    >
      <span sx={{ display: "inline-flex", alignItems: "center", gap: 1, fontSize: 1, color: "muted" }}>
        {!isNext && <Icon name="arrowLeft" size={14} />}
        {isNext ? "Next" : "Previous"}
        {isNext && <Icon name="arrowRight" size={14} />}
      </span>
      <span sx={{ color: "heading", fontWeight: "medium", textAlign: isNext ? "right" : "left" }}>{link.title}</span>
    </Link>
  )
}

/** Previous and Next buttons at the end of a page, following the tree's reading order. */
export function PrevNext({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null
  return (
    <nav aria-label="Previous and next pages" sx={{ display: "flex", gap: 4, mt: 7, flexWrap: "wrap" }}>
      {previous && <PageLink link={previous} direction="previous" />}
      {next && <PageLink link={next} direction="next" />}
    </nav>
  )
}
