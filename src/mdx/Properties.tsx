import type { ReactNode } from "react"

/** A list of properties (fields, flags, options) as a definition list. */
export function Properties({ children }: { children?: ReactNode }) {
  return (
    <dl sx={{ my: 5, borderTop: "1px solid", borderColor: "border", "& > div": { py: 3, borderBottom: "1px solid", borderColor: "border" }, "dd > :first-child": { mt: 0 }, "dd > :last-child": { mb: 0 } }}>
      {children}
    </dl>
  )
}

interface PropertyProps {
  name: string
  type?: string
  required?: string
  default?: string
  children?: ReactNode
}

/** One property: name, type, whether it is required, its default, and what it does. */
export function Property({ name, type, required, default: defaultValue, children }: PropertyProps) {
  return (
    <div>
      <dt sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 2, fontSize: 2 }}>
        <code sx={{ fontFamily: "monospace", fontWeight: "bold", color: "heading" }}>{name}</code>
        {type && <span sx={{ fontFamily: "monospace", fontSize: 1, color: "muted" }}>{type}</span>}
        {required === "true" && <span sx={{ fontSize: 0, fontWeight: "medium", color: "redText" }}>required</span>}
        {defaultValue !== undefined && (
          <span sx={{ fontSize: 1, color: "muted" }}>
            default <code sx={{ fontFamily: "monospace" }}>{defaultValue}</code>
          </span>
        )}
      </dt>
      <dd sx={{ m: 0, mt: 1, fontSize: 3 }}>{children}</dd>
    </div>
  )
}
