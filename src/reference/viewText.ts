import { viewName, type View } from "./resourceViews"

// Descriptions in resources.yaml are shared by the Terraform and the CUE pages. An attribute named in one is
// written {{job_function}} (or a path, {{trigger.event}}), and each view shows it in its own spelling:
// `job_function` on the Terraform pages, `jobFunction` on the CUE pages.

const MARKER = /\{\{\s*([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*)\s*\}\}/g

/** The attribute paths a text names with markers, in order. */
export function markedNames(text: string): string[] {
  return [...text.matchAll(MARKER)].map((match) => match[1])
}

/** The text as a view shows it: each marker becomes inline code in the view's spelling. */
export function viewText(text: string, view: View): string {
  return text.replace(MARKER, (_match, path: string) => `\`${path.split(".").map((part) => viewName(part, view)).join(".")}\``)
}

/** Whether braces of a marker are left that aren't one (a typo such as {{Job-function}} or {job_function}). */
export function hasBrokenMarker(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(MARKER, ""))
}
