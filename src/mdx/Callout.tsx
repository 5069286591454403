import type { ReactNode } from "react"
import { Icon } from "../ui/Icon"
import { calloutKinds, type CalloutKind } from "./calloutKinds"
import { toneColors } from "./tones"

/** A note, warning, deprecation or preview notice: an <aside> named by its kind (and title). */
export function Callout({ kind = "note", title, children }: { kind?: CalloutKind; title?: string; children?: ReactNode }) {
  const spec = calloutKinds[kind] ?? calloutKinds.note
  const { bg, color } = toneColors(spec.tone)
  return (
    <aside
      aria-label={title ? `${spec.label}: ${title}` : spec.label}
      data-kind={kind}
      sx={{ display: "flex", gap: 3, my: 5, px: 4, py: 3, borderRadius: "default", borderLeft: "4px solid", borderColor: color, bg, fontSize: 3, "& > div > :first-child": { mt: 0 }, "& > div > :last-child": { mb: 0 }, "& p": { my: 2 } }}
    >
      <span sx={{ color, pt: "3px" }}>
        <Icon name={spec.icon} size={18} />
      </span>
      <div sx={{ minWidth: 0, color: "heading" }}>
        <p sx={{ fontWeight: "heading", color }}>{title ?? spec.label}</p>
        {children}
      </div>
    </aside>
  )
}
