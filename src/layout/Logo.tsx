/** The Strata mark (three stacked strata) and the wordmark. */
export function Logo() {
  return (
    <span sx={{ display: "inline-flex", alignItems: "center", gap: 2, color: "heading" }}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" sx={{ flexShrink: 0 }}>
        <path d="M12 2 22 7 12 12 2 7z" fill="var(--c-primary)" />
        <path d="M2 12l10 5 10-5" fill="none" stroke="var(--c-primary)" strokeWidth="2" strokeLinejoin="round" />
        <path d="M2 17l10 5 10-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span sx={{ fontWeight: "heading", fontSize: 4, letterSpacing: "-0.01em", whiteSpace: "nowrap" }}>
        Strata <span sx={{ color: "muted", fontWeight: "body" }}>Docs</span>
      </span>
    </span>
  )
}
