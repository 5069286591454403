// Sending a request to the reader's own application: the endpoint the docs give, a token, and fetch. Every way it
// can fail becomes one plain sentence for the panel. The token goes in the Authorization header and nowhere else.

/** The documented form of an application endpoint: https://<app-name>-<workspace-short-id>.apps.strata.dev/query. */
export const APP_ENDPOINT = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?-[0-9a-f]{8}\.apps\.strata\.dev\/query$/

/** The origins the site's policy lets the explorer connect to (connect-src). */
export const APP_CONNECT_ORIGIN = "https://*.apps.strata.dev"

export const ENDPOINT_PLACEHOLDER = "https://<app-name>-<workspace-short-id>.apps.strata.dev/query"

/**
 * The sample workspace's endpoint, which Copy as curl writes when the block runs on the sample workspace: the
 * glossary's "Sample endpoint" (a test holds the two equal).
 */
export const SAMPLE_ENDPOINT = "https://inventory-7d3a91c2.apps.strata.dev/query"

/** Why an endpoint can't be used, or undefined when it has the documented form. */
export function endpointProblem(endpoint: string): string | undefined {
  const value = endpoint.trim()
  if (value === "") return `Enter your application's endpoint: ${ENDPOINT_PLACEHOLDER}.`
  if (!APP_ENDPOINT.test(value)) return `The endpoint must have the form ${ENDPOINT_PLACEHOLDER} (its https address ending in /query).`
  return undefined
}

export interface AppRequest {
  endpoint: string
  token: string
  query: string
  variables?: Record<string, unknown>
}

/** What a send to the application gave: the HTTP status and its JSON body, or a sentence saying why there is none. */
export type AppOutcome =
  | { ok: true; status: number; body: unknown; ms: number; problem?: string }
  | { ok: false; problem: string; status?: number; ms: number }

const STATUS_SENTENCES: Record<number, string> = {
  400: "The application refused the request as malformed (400). The errors below say what it read.",
  401: "The application refused the token (401): it is missing, expired or not one of this application's. Paste a fresh token.",
  403: "The token is valid but may not do this (403): its member role or its user's permission rules don't allow it.",
  404: "Nothing answers at this endpoint (404): check the application name and the workspace short ID.",
  429: "The application is limiting requests (429): wait a moment and run again.",
}

/** The sentence for an HTTP status the application answered with. */
export function statusSentence(status: number): string | undefined {
  if (STATUS_SENTENCES[status]) return STATUS_SENTENCES[status]
  if (status >= 500) return `The application failed to answer (${status}). Run again in a moment; if it keeps failing, check its status in the console.`
  if (status >= 400) return `The application refused the request (${status}).`
  return undefined
}

/** Sends the request with fetch: the token only in Authorization, the request only in the body (never the URL). */
export async function sendToApp(request: AppRequest, send: typeof fetch = fetch, now: () => number = () => performance.now()): Promise<AppOutcome> {
  const problem = endpointProblem(request.endpoint)
  if (problem) return { ok: false, problem, ms: 0 }
  const started = now()
  let response: Response
  try {
    response = await send(request.endpoint.trim(), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(request.token.trim() ? { Authorization: `Bearer ${request.token.trim()}` } : {}) },
      body: JSON.stringify({ query: request.query, ...(request.variables ? { variables: request.variables } : {}) }),
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    })
  } catch {
    // fetch says nothing more for a refused CORS request, a DNS failure or a dropped connection, on purpose.
    return {
      ok: false,
      ms: Math.round(now() - started),
      problem:
        "The request didn't reach your application, or its answer was blocked: check the endpoint, your connection, and that the application allows requests from this site (CORS).",
    }
  }
  const ms = Math.round(now() - started)
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const sentence = statusSentence(response.status)
  if (body === undefined) return { ok: false, status: response.status, ms, problem: sentence ?? `The application answered ${response.status} without a JSON body.` }
  return { ok: true, status: response.status, body, ms, ...(sentence ? { problem: sentence } : {}) }
}
