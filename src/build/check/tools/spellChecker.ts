import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "worker_threads"
import { runnerFile } from "../../kernel/tools/childParser"

// cspell in a worker thread (spellingRunner.mjs), called synchronously: a request is posted at once and its answer
// waited for later, so the worker loads its dictionaries and reads the pages while the other checks run. The worker
// stays for the life of the process unless stopped: develop's next check finds the dictionaries loaded.

/** What the spell check runs outside the build's code: the runner, from the site root, and the package it imports. */
export const SPELL_CHECKER = { files: ["src/build/check/tools/spellingRunner.mjs"], packages: ["cspell-lib"] }

/** A word cspell does not know, at its offset in the text it was given. */
export interface SpellingIssue {
  offset: number
  word: string
  /** A word the config forbids (flagWords: British spellings), rather than one it does not know. */
  flagged: boolean
  /** cspell's first suggestion, if it has one. */
  suggestion?: string
}

/** What cspell found in one text: its issues, and the errors that kept it from checking (a config it cannot read). */
export interface SpellingResult {
  issues: SpellingIssue[]
  errors: string[]
}

export interface SpellingRequest {
  /** The cspell config, an absolute path. */
  configFile: string
  /** Changes when the config or a dictionary it names changes: the worker reads them again. */
  configDigest: string
  /** `uri`: the file (absolute), for cspell's per-file settings. */
  documents: { uri: string; text: string }[]
}

const FIVE_MINUTES = 300_000

type Answer = { id: number; results?: SpellingResult[]; error?: string }

interface Running {
  worker: Worker
  port: MessagePort
  /** Counts the answers: the worker adds one and wakes the waiting thread after each. */
  signal: Int32Array
  /** Requests posted. */
  sent: number
  /** Answers read from the port but not yet taken by their request's wait, by request number. */
  unclaimed: Map<number, Answer>
}

let running: Running | undefined

function spellChecker(): Running {
  if (running) return running
  const signal = new Int32Array(new SharedArrayBuffer(4))
  const { port1, port2 } = new MessageChannel()
  const file = runnerFile({ tool: "The spell checker (cspell)", runner: SPELL_CHECKER.files[0], besides: __dirname })
  const worker = new Worker(file, { workerData: { port: port2, signal }, transferList: [port2] })
  // It never keeps the process alive: a build ends when its work does.
  worker.unref()
  const started: Running = { worker, port: port1, signal, sent: 0, unclaimed: new Map() }
  worker.on("exit", () => {
    if (running === started) running = undefined
  })
  running = started
  return started
}

/** Blocks this thread until the answer to request `id` is read, up to five minutes. */
function answerTo(checker: Running, id: number): Answer {
  const deadline = Date.now() + FIVE_MINUTES
  while (!checker.unclaimed.has(id)) {
    const seen = Atomics.load(checker.signal, 0)
    const message = receiveMessageOnPort(checker.port)
    if (message) {
      const answer = message.message as Answer
      checker.unclaimed.set(answer.id, answer)
      continue
    }
    if (Date.now() > deadline) throw new Error("The spell checker (cspell) did not answer within five minutes")
    // Wakes at the worker's next answer (or at once if it came since `seen` was read), else after a second.
    Atomics.wait(checker.signal, 0, seen, 1000)
  }
  const answer = checker.unclaimed.get(id)!
  checker.unclaimed.delete(id)
  return answer
}

/**
 * Posts `request` to the spell checker (started at the first request) and returns the wait for its answer: one
 * result per document, in their order. Throws, when waited for, what kept cspell from answering.
 */
export function requestSpelling(request: SpellingRequest): () => SpellingResult[] {
  const checker = spellChecker()
  const id = ++checker.sent
  checker.worker.postMessage({ id, ...request })
  let results: SpellingResult[] | undefined
  return () => {
    if (results) return results
    const answer = answerTo(checker, id)
    if (answer.error !== undefined) throw new Error(`The spell checker (cspell) stopped: ${answer.error}`)
    results = answer.results ?? []
    return results
  }
}

/** Stops the spell checker's worker (a build, once its pages are checked); the next request starts another. */
export function stopSpellChecker(): void {
  const stopping = running
  running = undefined
  void stopping?.worker.terminate()
}
