import type { ReactNode } from "react"
import { RecentSearches, type RecentSearchesProps } from "./RecentSearches"
import { screenStatesStyles } from "./ScreenStates.styles"

/** The empty query: the reader's recent searches when there are some, else what search covers. */
export function StartScreen({ recent }: { recent?: RecentSearchesProps }) {
  if (recent && recent.items.length > 0) return <RecentSearches {...recent} />
  return <p className={screenStatesStyles.box}>Search guides, tutorials and references.</p>
}

/** Exactly the product's message for a query without results. */
export function NoResults({ query }: { query: string }) {
  return <p className={screenStatesStyles.box}>{`Nothing found for ‘${query}’. Please try again.`}</p>
}

export function ErrorScreen({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <div className={screenStatesStyles.box} role="alert">
      <p className={screenStatesStyles.errorTitle}>Search is unavailable right now.</p>
      {children && <p className={screenStatesStyles.errorDetail}>{children}</p>}
      <button type="button" onClick={onRetry} className={screenStatesStyles.retry}>
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
      className={screenStatesStyles.spinner}
    />
  )
}
