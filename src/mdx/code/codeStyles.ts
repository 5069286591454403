// How code looks, in one place: the block and its syntax colours (class names from Prism, set at build).
export const preStyle = {
  m: 0,
  p: 4,
  overflowX: "auto",
  bg: "surface",
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
} as const

export const frameStyle = {
  position: "relative",
  my: 5,
  border: "1px solid",
  borderColor: "border",
  borderRadius: "default",
  overflow: "hidden",
  bg: "surface",
} as const

export const headerStyle = {
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
