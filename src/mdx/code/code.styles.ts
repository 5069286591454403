import { defineStyles } from "../../theme/styles/defineStyles"

// A block's frame and header, shared by single blocks and groups.
const frame = {
  position: "relative",
  my: 5,
  border: "1px solid",
  borderColor: "border",
  borderRadius: "default",
  overflow: "hidden",
  bg: "surface",
} as const

const header = {
  display: "flex",
  alignItems: "center",
  gap: 2,
  minHeight: 40,
  px: 3,
  borderBottom: "1px solid",
  borderColor: "border",
  bg: "background",
  fontSize: 1,
  color: "muted",
} as const

/** How code looks, in one place: blocks, groups, their headers, the copy button, and syntax colours (Prism's classes, set at build). */
export const codeStyles = defineStyles("code", {
  pre: {
    m: 0,
    p: 4,
    overflowX: "auto",
    // CUE is indented with tabs: at the browser's 8 columns a nested field starts a third of a phone's line in.
    tabSize: 2,
    // A line cut off at an edge shows a shade there, as a wide table does: the covers scroll with the code ("local")
    // and hide the shades ("scroll") when the block is at that end, so a block that fits shows none.
    background: [
      "linear-gradient(to right, var(--c-surface) 30%, transparent) left center / 40px 100% no-repeat local",
      "linear-gradient(to left, var(--c-surface) 30%, transparent) right center / 40px 100% no-repeat local",
      "radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--c-muted) 40%, transparent), transparent) left center / 14px 100% no-repeat scroll",
      "radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--c-muted) 40%, transparent), transparent) right center / 14px 100% no-repeat scroll",
      "var(--c-surface)",
    ].join(", "),
    color: "heading",
    fontFamily: "monospace",
    fontSize: 2,
    lineHeight: 1.6,
    ".token.comment, .token.prolog, .token.doctype, .token.cdata": { color: "codeComment", fontStyle: "italic" },
    ".token.keyword, .token.boolean, .token.important, .token.atrule, .token.tag, .token.request-line .token.method": { color: "codeKeyword" },
    ".token.string, .token.char, .token.attr-value, .token.inserted, .token.url": { color: "codeString" },
    ".token.number, .token.constant, .token.symbol, .token.variable, .token.parameter": { color: "codeNumber" },
    ".token.function, .token.class-name, .token.builtin, .token.selector": { color: "codeFunction" },
    ".token.property, .token.attr-name, .token.key, .token.header-name": { color: "codeProperty" },
    ".token.punctuation, .token.operator": { color: "codePunctuation" },
  },
  frame,
  header,
  blockTitle: { flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: "body", color: "muted" },
  blockTitleNamed: { fontWeight: "medium", color: "heading" },
  groupHeader: { ...header, flexDirection: "column", alignItems: "stretch", gap: 0 },
  // A long path moves to a row of its own rather than breaking beside the title.
  groupMeta: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, minHeight: 40, py: 1 },
  groupTitle: { color: "heading", fontWeight: "medium" },
  groupLabel: { fontFamily: "monospace", fontSize: 0, color: "muted", minWidth: 0 },
  groupTabs: { display: "flex", alignItems: "center", gap: 2, mb: "-1px" },
  pushRight: { ml: "auto" },
  copyButton: {
    flexShrink: 0,
    px: 2,
    py: "2px",
    border: "1px solid",
    borderColor: "border",
    borderRadius: "small",
    bg: "background",
    color: "muted",
    fontFamily: "body",
    fontSize: 0,
    cursor: "pointer",
    "&[data-state=copied]": { color: "greenText" },
    "&[data-state=failed]": { color: "redText" },
    "&:hover": { color: "heading", borderColor: "surfaceStrong" },
  },
  // Run on a block the workspace model runs: opens the explorer (src/explorer).
  runButton: {
    flexShrink: 0,
    px: 2,
    py: "2px",
    border: "1px solid",
    borderColor: "primary",
    borderRadius: "small",
    bg: "background",
    color: "primary",
    fontFamily: "body",
    fontSize: 0,
    fontWeight: "medium",
    cursor: "pointer",
    "&:hover": { bg: "highlight", color: "highlightText" },
    "&[aria-busy=true]": { cursor: "wait", color: "muted", borderColor: "border" },
  },
})
