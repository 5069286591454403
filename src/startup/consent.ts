/**
 * Google consent mode's defaults, set before the container loads so that no tag runs with storage the
 * reader has not granted. Which default is one build variable: GATSBY_CONSENT_DEFAULT=denied (the
 * default, and what any other value means) or granted. A consent banner in the container updates it.
 */
export type ConsentState = "denied" | "granted"

export const CONSENT_TYPES = ["analytics_storage", "ad_storage", "ad_user_data", "ad_personalization"] as const

/** The configured default: only the exact word "granted" grants; anything else denies. */
export function consentDefault(value: string | undefined = process.env.GATSBY_CONSENT_DEFAULT): ConsentState {
  return value?.trim().toLowerCase() === "granted" ? "granted" : "denied"
}

/** The parameters of `gtag('consent', 'default', …)` for one state. */
export function consentParameters(state: ConsentState): Record<(typeof CONSENT_TYPES)[number], ConsentState> {
  return Object.fromEntries(CONSENT_TYPES.map((type) => [type, state])) as Record<(typeof CONSENT_TYPES)[number], ConsentState>
}

// gtag() pushes its `arguments` object, and the tag manager reads a command only in that form: a plain
// array pushed to the dataLayer is taken for something else and the consent default is silently lost.
function argumentsOf(..._values: unknown[]): IArguments {
  return arguments
}

/**
 * Whether the reader's consent allows analytics, as the data layer says it: the `analytics_storage` of the last
 * `gtag('consent', 'default' | 'update', {...})` that set it (the site's default, then a banner's updates, in
 * gtag's `arguments` form or as an array). No data layer, or none that set it, is no consent.
 */
export function analyticsConsentGranted(dataLayer: ArrayLike<unknown> | undefined): boolean {
  let state: unknown
  for (let i = 0; i < (dataLayer?.length ?? 0); i++) {
    const entry = dataLayer![i] as ArrayLike<unknown> | null
    const parameters = entry && entry[0] === "consent" && (entry[1] === "default" || entry[1] === "update") ? (entry[2] as Record<string, unknown> | null) : null
    if (parameters && parameters.analytics_storage !== undefined) state = parameters.analytics_storage
  }
  return state === "granted"
}

/** The dataLayer entry of `gtag('consent', 'default', {...})`, exactly as gtag would push it. */
export function consentDefaultCommand(state: ConsentState): IArguments {
  return argumentsOf("consent", "default", consentParameters(state))
}
