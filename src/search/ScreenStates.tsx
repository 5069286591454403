import type { ReactNode } from "react"
import { RecentSearches, type RecentSearchesProps } from "./RecentSearches"

const box = { px: 4, py: 6, textAlign: "center" as const, color: "muted", fontSize: 2 }

/** The empty query: the reader's recent searches when there are some, else what search covers. */
export function StartScreen({ recent }: { recent?: RecentSearchesProps }) {
  if (recent && recent.items.length > 0) return <RecentSearches {...recent} />
  return <p sx={box}>Search guides, tutorials and references.</p>
}

/** Exactly the product's message for a query without results. */
export function NoResults({ query }: { query: string }) {
  return <p sx={box}>{`Nothing found for ‘${query}’. Please try again.`}</p>
}

export function ErrorScreen({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <div sx={box} role="alert">
      <p sx={{ m: 0, color: "heading" }}>Search is unavailable right now.</p>
      {children && <p sx={{ mt: 1, mb: 3 }}>{children}</p>}
      <button type="button" onClick={onRetry} sx={{ px: 3, py: 1, border: "1px solid", borderColor: "border", borderRadius: "full", bg: "background", color: "heading", fontFamily: "body", fontSize: 2, cursor: "pointer" }}>
        Try again
      </button>
    </div>
  )
}

export function Spinner() {
  return (
    <span
      role="status"
      aria-label="Searching"
      sx={{ width: 16, height: 16, flexShrink: 0, border: "2px solid", borderColor: "surfaceStrong", borderTopColor: "primary", borderRadius: "full", animation: "search-spin .8s linear infinite", "@keyframes search-spin": { to: { transform: "rotate(360deg)" } } }}
    />
  )
}
