// The badges the site shows: Preview and Deprecated beside navigation entries and titles, and in the
// reference tables the marks of an attribute whose change replaces its resource or deletes data.

export type BadgeKind = "preview" | "deprecated" | "replace" | "deletes-data"

/** Each badge's text, the same on the page, in its Markdown twin and for screen readers. */
export const BADGE_LABELS: Record<BadgeKind, string> = {
  preview: "Preview",
  deprecated: "Deprecated",
  replace: "Forces replacement",
  "deletes-data": "Deletes data",
}

export const BADGE_KINDS = Object.keys(BADGE_LABELS) as BadgeKind[]
