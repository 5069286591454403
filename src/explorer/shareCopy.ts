// What a reader takes away from the explorer: the request as a curl command (the token left as $STRATA_TOKEN), and
// a link that reopens the explorer with the edited request, carried in the fragment so it never reaches a server.

export interface SharedRequest {
  query: string
  variables?: Record<string, unknown>
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** The request as a curl command for the endpoint, sending the token from $STRATA_TOKEN (never a real one). */
export function curlCommand(endpoint: string, request: SharedRequest): string {
  const body = JSON.stringify({ query: request.query, ...(request.variables ? { variables: request.variables } : {}) })
  return [`curl ${endpoint}`, `  -H "Authorization: Bearer $STRATA_TOKEN"`, `  -H "Content-Type: application/json"`, `  -d ${shellQuote(body)}`].join(" \\\n")
}

const FRAGMENT = /^#try-(\d+)=([A-Za-z0-9_-]*)$/

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ""
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)))
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/** The fragment that reopens block `run` with this request: #try-<line>=<base64url JSON>. */
export function shareFragment(run: string, request: SharedRequest): string {
  return `#try-${run}=${toBase64Url(JSON.stringify(request))}`
}

/** The page's address with the fragment, for the clipboard. */
export function shareLink(pageUrl: string, run: string, request: SharedRequest): string {
  return `${pageUrl.replace(/#.*$/, "")}${shareFragment(run, request)}`
}

/** The block and request a fragment carries, or undefined when it is not an explorer link (or is damaged). */
export function readShareFragment(hash: string): { run: string; request: SharedRequest } | undefined {
  const match = FRAGMENT.exec(hash)
  if (!match) return undefined
  try {
    const value = JSON.parse(fromBase64Url(match[2])) as SharedRequest
    if (typeof value?.query !== "string") return undefined
    const variables = value.variables && typeof value.variables === "object" && !Array.isArray(value.variables) ? value.variables : undefined
    return { run: match[1], request: { query: value.query, ...(variables ? { variables } : {}) } }
  } catch {
    return undefined
  }
}

/** Whether a fragment asks to open the explorer of block `run` (cheap: the page's shipped code checks it before loading anything). */
export const opensBlock = (hash: string, run: string): boolean => hash.startsWith(`#try-${run}=`)
