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

/** The dataLayer entry of `gtag('consent', 'default', {...})`, exactly as gtag would push it. */
export function consentDefaultCommand(state: ConsentState): IArguments {
  return argumentsOf("consent", "default", consentParameters(state))
}
