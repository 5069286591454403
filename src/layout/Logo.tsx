import { logoStyles } from "./Logo.styles"

/** The Strata mark (three stacked strata) and the wordmark; `markOnNarrow`: the mark alone below 375 px. */
export function Logo({ markOnNarrow = false }: { markOnNarrow?: boolean }) {
  return (
    <span className={logoStyles.root}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className={logoStyles.mark}>
        <path d="M12 2 22 7 12 12 2 7z" fill="var(--c-primary)" />
        <path d="M2 12l10 5 10-5" fill="none" stroke="var(--c-primary)" strokeWidth="2" strokeLinejoin="round" />
        <path d="M2 17l10 5 10-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className={markOnNarrow ? `${logoStyles.wordmark} ${logoStyles.wordmarkWide}` : logoStyles.wordmark}>
        Strata <span className={logoStyles.docs}>Docs</span>
      </span>
    </span>
  )
}
