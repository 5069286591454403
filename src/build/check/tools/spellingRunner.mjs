// The spell checker (cspell-lib) in a worker thread of the build: cspell is an ES module and asynchronous, the checks
// are synchronous, and its dictionaries take seconds to load, so it loads once and stays while the process lives
// (develop checks each save with the dictionaries loaded). src/build/check/tools/spellChecker.ts starts it and waits
// for each answer. Everything it reads is on this machine: the config, the project's dictionary and the dictionaries
// bundled with cspell.
//
// Each request: { id, configFile, configDigest, documents: [{ uri, text }] }. Each answer, posted on the port it was
// given, after which it adds one to the shared signal: { id, results: [{ issues: [{ offset, word, flagged, suggestion }],
// errors }] } in the order of the documents, or { id, error }.
import { parentPort, workerData } from "node:worker_threads"

const { port, signal } = workerData
let lastDigest

async function check({ configFile, configDigest, documents }) {
  const { clearCachedFiles, spellCheckDocument } = await import("cspell-lib")
  // The dictionary or the config changed since the last request (develop): read them again.
  if (lastDigest !== undefined && lastDigest !== configDigest) await clearCachedFiles()
  lastDigest = configDigest
  const results = []
  for (const { uri, text } of documents) {
    const result = await spellCheckDocument(
      { uri, text, languageId: "markdown", locale: "en-US" },
      { configFile, noConfigSearch: true, generateSuggestions: true, numSuggestions: 1 },
      {},
    )
    results.push({
      issues: result.issues.map((issue) => ({
        offset: issue.offset,
        word: issue.text,
        flagged: Boolean(issue.isFlagged),
        suggestion: issue.suggestionsEx?.[0]?.word ?? issue.suggestions?.[0],
      })),
      errors: (result.errors ?? []).map((error) => error.message),
    })
  }
  return { results }
}

// One request at a time, in the order they came.
let queue = Promise.resolve()
parentPort.on("message", (request) => {
  queue = queue.then(async () => {
    let answer
    try {
      answer = await check(request)
    } catch (error) {
      answer = { error: String(error?.stack ?? error) }
    }
    port.postMessage({ id: request.id, ...answer })
    Atomics.add(signal, 0, 1)
    Atomics.notify(signal, 0)
  })
})
