import type { NavBadge } from "../navigation/types"

const labels: Record<NavBadge, string> = { preview: "Preview", deprecated: "Deprecated" }

/** The Preview / Deprecated marker beside a navigation entry or a title. */
export function Badge({ kind }: { kind: NavBadge }) {
  return (
    <span
      sx={{
        display: "inline-block",
        ml: 2,
        px: "6px",
        borderRadius: "full",
        fontSize: 0,
        fontWeight: "medium",
        lineHeight: "18px",
        whiteSpace: "nowrap",
        verticalAlign: "middle",
        bg: kind === "preview" ? "violetBg" : "redBg",
        color: kind === "preview" ? "violetText" : "redText",
      }}
    >
      {labels[kind]}
    </span>
  )
}
