/** When a page last changed: the ISO date of its last commit and the same day as readers see it. */
export interface LastUpdated {
  iso: string
  /** "12 March 2025", formatted once at build in UTC so server and browser render the same text. */
  label: string
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

/** "2025-03-12T23:30:00-02:00" → "13 March 2025": the UTC day, in words that read the same everywhere. */
export function formatDay(iso: string): string {
  const date = new Date(iso)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
