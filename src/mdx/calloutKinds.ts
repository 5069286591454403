import type { ContentIconName } from "../ui/ContentIcon"
import type { CALLOUT_KINDS } from "./componentRegistry"
import type { Tone } from "./tones"

export type CalloutKind = (typeof CALLOUT_KINDS)[number]

/** Every callout kind's label (its accessible name), icon and tone, in one registry. */
export const calloutKinds: Record<CalloutKind, { label: string; icon: ContentIconName; tone: Tone }> = {
  note: { label: "Note", icon: "info", tone: "blue" },
  warning: { label: "Warning", icon: "warning", tone: "amber" },
  deprecated: { label: "Deprecated", icon: "archive", tone: "red" },
  preview: { label: "Preview", icon: "flask", tone: "violet" },
}
