/** Joins class names, skipping the conditions that are false. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ")
}
