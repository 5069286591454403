import { defineStyles } from "../theme/styles/defineStyles"

export const badgeStyles = defineStyles("badge", {
  root: {
    display: "inline-block",
    ml: 2,
    px: "6px",
    borderRadius: "full",
    fontSize: 0,
    fontWeight: "medium",
    lineHeight: "18px",
    whiteSpace: "nowrap",
    verticalAlign: "middle",
  },
  // One modifier per kind, after the base rule.
  preview: { bg: "violetBg", color: "violetText" },
  deprecated: { bg: "redBg", color: "redText" },
  // The marks of an attribute in the reference tables: the amber and red tones pass AA in both themes.
  replace: { bg: "amberBg", color: "amberText" },
  deletesData: { bg: "redBg", color: "redText" },
})
