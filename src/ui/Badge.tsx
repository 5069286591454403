import { cx } from "../theme/styles/cx"
import { badgeStyles } from "./Badge.styles"
import { BADGE_LABELS, type BadgeKind } from "./badgeKinds"

const kindStyles: Record<BadgeKind, string> = {
  preview: badgeStyles.preview,
  deprecated: badgeStyles.deprecated,
  replace: badgeStyles.replace,
  "deletes-data": badgeStyles.deletesData,
}

/** A marker in words, never colour alone: Preview / Deprecated beside an entry or a title, Forces replacement / Deletes data beside an attribute. */
export function Badge({ kind }: { kind: BadgeKind }) {
  return <span className={cx(badgeStyles.root, kindStyles[kind])}>{BADGE_LABELS[kind]}</span>
}
