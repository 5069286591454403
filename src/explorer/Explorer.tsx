import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react"
import { TextEditor } from "./TextEditor"
import { ResponseView } from "./ResponseView"
import { ENDPOINT_PLACEHOLDER, SAMPLE_ENDPOINT, sendToApp, type AppOutcome } from "./appTarget"
import { explorerStyles } from "./explorer.styles"
import { loadExplorerData, type ExplorerData } from "./loadExplorerData"
import { operationRoot, readVariables, requestProblems } from "./requestState"
import { sampleSession, type SampleRun, type SampleSession } from "./sampleTarget"
import { curlCommand, readShareFragment, shareLink } from "./shareCopy"
import { keepToken, savedToken } from "./tokenMemory"

// The explorer of one ```graphql block: its request in an editor that knows strata.graphql, its variables, and Run,
// on the sample workspace (the model, replayed in this tab to the state the page ran the block in) or on the
// reader's own application. Loaded on the first Run; Esc closes it and the block's Run button gets focus back.

export interface ExplorerProps {
  /** The block's data-run line. */
  run: string
  /** The page's route, whose explorer file holds the block's plan. */
  route: string
  /** The address's fragment when the page opened from a shared link (#try-<line>=…). */
  hash?: string
  onClose(): void
}

type Result = { target: "sample"; run: SampleRun; caller: string } | { target: "app"; outcome: AppOutcome } | { target: "none"; problem: string }

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)))

export function Explorer({ run, route, hash, onClose }: ExplorerProps) {
  const id = useId()
  const [data, setData] = useState<{ data: ExplorerData; session: SampleSession } | { problem: string }>()
  const [target, setTarget] = useState<"sample" | "app">("sample")
  const [caller, setCaller] = useState("member")
  const [query, setQuery] = useState("")
  const [variablesText, setVariablesText] = useState("")
  const [revision, setRevision] = useState(0)
  const [endpoint, setEndpoint] = useState("")
  const [token, setToken] = useState(() => savedToken().token)
  const [remember, setRemember] = useState(() => savedToken().remember)
  const [result, setResult] = useState<Result>()
  const [running, setRunning] = useState(false)
  const [copied, setCopied] = useState("")

  const session = data && "session" in data ? data.session : undefined
  const schema = session?.workspace().schema

  const runNow = useCallback(
    async (request = { query, variablesText, caller, target }) => {
      const { variables, problem } = readVariables(request.variablesText)
      if (problem) return setResult({ target: "none", problem })
      if (request.target === "sample") {
        if (!session) return
        return setResult({ target: "sample", run: session.run({ query: request.query, variables, caller: request.caller }), caller: request.caller })
      }
      setRunning(true)
      keepToken(token, remember)
      const outcome = await sendToApp({ endpoint, token, query: request.query, variables })
      setRunning(false)
      setResult({ target: "app", outcome })
    },
    [query, variablesText, caller, target, session, endpoint, token, remember],
  )

  // Editors and the response re-render only when their own input changes: a Run repaints the response alone.
  const latestRun = useRef(runNow)
  latestRun.current = runNow
  const runLatest = useCallback(() => void latestRun.current(), [])
  const root = useMemo(() => schema && operationRoot(schema, query), [schema, query])

  // Load the page's plan and the world, replay to the block, and answer the block's own request: the first Run.
  useEffect(() => {
    let live = true
    loadExplorerData(route, undefined, undefined, run)
      .then((loaded) => {
        if (!live) return
        const made = sampleSession(loaded.page, loaded.world, run)
        const shared = hash ? readShareFragment(hash) : undefined
        const first = shared?.run === run ? shared.request : { query: made.query, variables: made.variables }
        const text = first.variables ? JSON.stringify(first.variables, null, 2) : ""
        setData({ data: loaded, session: made })
        setCaller(made.caller)
        setQuery(first.query)
        setVariablesText(text)
        setRevision((value) => value + 1)
        const answer = made.run({ query: first.query, variables: first.variables, caller: made.caller })
        setResult({ target: "sample", run: answer, caller: made.caller })
      })
      .catch((error: Error) => live && setData({ problem: error.message }))
    return () => {
      live = false
    }
  }, [route, run, hash])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault()
      onClose()
    } else if (event.key === "Enter" && (event.metaKey || event.ctrlKey) && !event.defaultPrevented) {
      event.preventDefault()
      void runNow()
    }
  }

  const reset = () => {
    if (!session) return
    session.reset()
    setQuery(session.query)
    setVariablesText(session.variables ? JSON.stringify(session.variables, null, 2) : "")
    setCaller(session.caller)
    setRevision((value) => value + 1)
    setResult(undefined)
    setCopied("The sample workspace is back to the state this block starts from.")
  }

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(`${what} copied.`)
    } catch {
      setCopied(`Couldn't copy ${what.toLowerCase()}: the browser refused the clipboard.`)
    }
  }
  const { variables } = readVariables(variablesText)
  const problems = useMemo(() => (schema ? requestProblems(schema, query) : []), [schema, query])
  const callerLabel = session?.callers.find((choice) => choice.name === caller)?.label ?? caller
  const errorCodes = useMemo(() => (data && "data" in data ? Object.keys(data.data.world.errors) : []), [data])

  return (
    <section id={`${id}-explorer`} className={explorerStyles.panel} aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <div className={explorerStyles.toolbar}>
        <h2 id={`${id}-title`} className={explorerStyles.title}>
          Try it
        </h2>
        <label className={explorerStyles.field}>
          <span>Run on</span>
          <select className={explorerStyles.select} value={target} onChange={(event) => setTarget(event.target.value as "sample" | "app")}>
            <option value="sample">Sample workspace</option>
            <option value="app">Your application</option>
          </select>
        </label>
        {target === "sample" && session && (
          <label className={explorerStyles.field}>
            <span>As</span>
            <select className={explorerStyles.select} value={caller} onChange={(event) => setCaller(event.target.value)}>
              {session.callers.map((choice) => (
                <option key={choice.name} value={choice.name}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className={explorerStyles.primaryButton} onClick={() => void runNow()} disabled={running || !session} aria-keyshortcuts="Control+Enter Meta+Enter">
          {running ? "Running…" : "Run"}
        </button>
        {target === "sample" && (
          <button type="button" className={explorerStyles.button} onClick={reset} disabled={!session}>
            Reset
          </button>
        )}
        <button type="button" className={explorerStyles.button} onClick={() => void copy(curlCommand(target === "app" && endpoint ? endpoint.trim() : SAMPLE_ENDPOINT, { query, variables }), "Curl command")}>
          Copy as curl
        </button>
        <button type="button" className={explorerStyles.button} onClick={() => void copy(shareLink(window.location.href, run, { query, variables }), "Link")}>
          Copy link
        </button>
        <button type="button" className={explorerStyles.button} onClick={onClose} aria-label="Close the explorer">
          Close
        </button>
      </div>
      {target === "app" && (
        <div className={explorerStyles.appFields}>
          <label className={explorerStyles.field}>
            <span>Endpoint</span>
            <input className={explorerStyles.input} type="url" inputMode="url" placeholder={ENDPOINT_PLACEHOLDER} value={endpoint} onChange={(event) => setEndpoint(event.target.value)} />
          </label>
          <label className={explorerStyles.field}>
            <span>Token</span>
            <input className={explorerStyles.input} type="password" autoComplete="off" spellCheck={false} value={token} onChange={(event) => setToken(event.target.value)} />
          </label>
          <label className={explorerStyles.check}>
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            Keep the token for this tab&apos;s session (session storage); otherwise it is forgotten when the page closes
          </label>
        </div>
      )}
      <div className={explorerStyles.panes}>
        <div className={explorerStyles.pane}>
          {data && "problem" in data && <p className={explorerStyles.message}>{data.problem}</p>}
          {!data && <p className={explorerStyles.note}>Loading the sample workspace…</p>}
          {schema && (
            <>
              <span className={explorerStyles.paneLabel}>Request</span>
              <TextEditor autoFocus label="GraphQL request" text={query} revision={revision} onChange={setQuery} onRun={runLatest} schema={schema} />
              {problems.length > 0 && (
                <ul className={explorerStyles.problems} aria-label="Problems in the request">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
              <span className={explorerStyles.paneLabel}>Variables</span>
              <TextEditor label="Variables (JSON)" text={variablesText} revision={revision} onChange={setVariablesText} onRun={runLatest} />
            </>
          )}
        </div>
        <div className={explorerStyles.pane}>
          <span className={explorerStyles.paneLabel}>Response</span>
          <p role="status" className={explorerStyles.status}>
            {statusLine(result, callerLabel)}
          </p>
          {result?.target === "none" && <p className={explorerStyles.message}>{result.problem}</p>}
          {result?.target === "sample" && result.run.problem && <p className={explorerStyles.message}>{result.run.problem}</p>}
          {result?.target === "app" && result.outcome.problem && <p className={explorerStyles.message}>{result.outcome.problem}</p>}
          {result?.target === "sample" && result.run.response && <ResponseView body={result.run.response} schema={schema} root={root} errorCodes={errorCodes} />}
          {result?.target === "app" && result.outcome.ok && <ResponseView body={result.outcome.body} schema={schema} root={root} errorCodes={errorCodes} />}
          <p className={explorerStyles.note} aria-live="polite">
            {copied}
          </p>
        </div>
      </div>
    </section>
  )
}

/** The line above the response, announced when it changes: where it ran, as whom, its errors and its time. */
function statusLine(result: Result | undefined, callerLabel: string): string {
  if (!result) return "Press Run (Ctrl+Enter or ⌘+Enter) to send the request."
  if (result.target === "none") return "Not sent."
  if (result.target === "sample") {
    const errors = result.run.response?.errors?.length ?? 0
    if (!result.run.response) return "Not answered by the sample workspace."
    return `Sample workspace, as ${callerLabel}: ${errors === 0 ? "no errors" : `${errors} error${errors > 1 ? "s" : ""}`} · ${ms(result.run.ms)} ms`
  }
  const { outcome } = result
  if (!outcome.ok) return outcome.status ? `Your application: HTTP ${outcome.status} · ${outcome.ms} ms` : "Your application: no response"
  const errors = (outcome.body as { errors?: unknown[] })?.errors?.length ?? 0
  return `Your application: HTTP ${outcome.status}, ${errors === 0 ? "no errors" : `${errors} error${errors > 1 ? "s" : ""}`} · ${outcome.ms} ms`
}
