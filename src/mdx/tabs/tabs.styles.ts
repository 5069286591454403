import { defineStyles } from "../../theme/styles/defineStyles"

/** How the selected tab and the others look; the code groups' pre-hydration rules (trackStyles) say the same in CSS. */
const selectedTabLook = { color: "primary", borderColor: "primary" } as const
const otherTabLook = { color: "muted", borderColor: "transparent" } as const

/** Tab lists (content tabs and code groups) and content tab panels. */
export const tabStyles = defineStyles("tabs", {
  list: { display: "flex", gap: 1, overflowX: "auto", minWidth: 0 },
  tab: {
    flexShrink: 0,
    px: 2,
    py: 2,
    border: "none",
    borderBottom: "2px solid",
    ...otherTabLook,
    bg: "transparent",
    fontFamily: "body",
    fontSize: 1,
    fontWeight: "medium",
    cursor: "pointer",
    "&[aria-selected=true]": selectedTabLook,
    "&:hover": { color: "heading" },
  },
  root: { my: 5 },
  bar: { borderBottom: "1px solid", borderColor: "border" },
  panel: { pt: 3, "& > :first-child": { mt: 0 } },
})
