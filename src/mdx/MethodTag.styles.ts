import { defineStyles } from "../theme/styles/defineStyles"
import { methodTone, toneColors } from "./tones"

// Its own module: method tags are drawn by code groups, an island of every first load that has one.
export const methodTagStyles = defineStyles("method-tag", {
  root: {
    bg: "surface",
    color: "heading",
    display: "inline-block",
    px: "6px",
    borderRadius: "small",
    fontFamily: "monospace",
    fontSize: 0,
    fontWeight: "bold",
    lineHeight: "20px",
    verticalAlign: "middle",
    letterSpacing: "0.02em",
    ...Object.fromEntries(
      ["GET", "POST", "PUT", "DELETE"].map((method) => {
        const { bg, color } = toneColors(methodTone(method)!)
        return [`&[data-method=${method}]`, { bg, color }]
      }),
    ),
  },
})
