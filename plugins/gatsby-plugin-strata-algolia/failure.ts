/**
 * Failures of the sync, told as a writer needs them: the step that failed, the service's answer
 * (HTTP status and message) and what the index holds now. algoliasearch v4 rejects with plain objects:
 * an ApiError (status, message) for a 4xx, a RetryError ("Unreachable hosts - your application id may be
 * incorrect") once every host failed, also for a 5xx, whose real answer sits in its transporterStackTrace.
 */

interface StackFrame {
  response?: { status?: number; content?: string; isTimedOut?: boolean }
  host?: { url?: string }
}

interface ClientFailure {
  name?: string
  message?: string
  status?: number
  transporterStackTrace?: StackFrame[]
}

/** What the service answered: its HTTP status and message, or why there was no answer. */
export interface ServiceAnswer {
  status?: number
  message: string
}

function messageOf(content: string | undefined): string {
  if (!content) return ""
  try {
    const parsed = JSON.parse(content) as { message?: unknown }
    if (typeof parsed.message === "string") return parsed.message
  } catch {
    // Not JSON: the text itself (a proxy's error page, a socket error).
  }
  return content.trim().slice(0, 200)
}

/** Reads the status and message out of whatever algoliasearch rejected with. */
export function serviceAnswer(error: unknown): ServiceAnswer {
  const failure = (error ?? {}) as ClientFailure
  if (typeof failure.status === "number" && failure.status > 0) return { status: failure.status, message: failure.message ?? "" }
  const frames = failure.transporterStackTrace ?? []
  const answered = [...frames].reverse().find((frame) => (frame.response?.status ?? 0) > 0)
  if (answered) return { status: answered.response!.status, message: messageOf(answered.response!.content) }
  const last = frames[frames.length - 1]
  if (last) {
    const host = last.host?.url ?? "the service"
    if (last.response?.isTimedOut) return { message: `no answer from ${host}: timed out` }
    return { message: `no answer from ${host}${last.response?.content ? `: ${messageOf(last.response.content)}` : ""}` }
  }
  if (error instanceof Error) return { message: error.message }
  return { message: failure.message ?? failure.name ?? String(error) }
}

/** What the index holds after a failed step. */
export type IndexState = "previous" | "previous or new"

/** A failed step of the sync; its message is the whole story for the build log. */
export class SyncError extends Error {
  readonly step: string
  readonly status?: number
  readonly serviceMessage: string

  constructor(step: string, indexName: string, error: unknown, state: IndexState = "previous") {
    const answer = serviceAnswer(error)
    const said = answer.status ? `HTTP ${answer.status}${answer.message ? ` "${answer.message}"` : ""}` : answer.message
    // Only a 403 is about the credentials; an outage must not send anyone hunting for a wrong application id.
    const keys = answer.status === 403 ? " Check ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY: the application id or the admin key is wrong, or the key may not write this index." : ""
    const holds =
      state === "previous"
        ? `The index ${indexName} still holds its previous complete state`
        : `The index ${indexName} holds a complete state, the previous one or the new one (the move was sent, its end was not seen)`
    super(`Algolia sync failed at ${step}: ${said}.${keys} ${holds}; the next build syncs again.`)
    this.name = "SyncError"
    this.step = step
    this.status = answer.status
    this.serviceMessage = answer.message
  }
}

/** Runs one step, turning any failure into a SyncError naming it. */
export async function step<T>(name: string, indexName: string, run: () => PromiseLike<T>, state: IndexState = "previous"): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof SyncError) throw error
    throw new SyncError(name, indexName, error, state)
  }
}
