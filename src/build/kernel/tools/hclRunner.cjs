// Parses Terraform examples with HashiCorp's HCL parser (@cdktf/hcl2json, the parser compiled to WebAssembly),
// in a process of its own: the parser is asynchronous and its Go runtime sets globals, while the build's
// example checks are synchronous. Reads a JSON list of { name, text } on stdin and writes, in the same order,
// { json } (the configuration as JSON) or { error } (the parser's diagnostics) on stdout.
const fs = require("fs")
const { parse } = require("@cdktf/hcl2json")

async function main() {
  const examples = JSON.parse(fs.readFileSync(0, "utf8"))
  const results = []
  for (const { name, text } of examples) {
    try {
      results.push({ json: await parse(name, text) })
    } catch (error) {
      results.push({ error: error instanceof Error ? error.message : String(error) })
    }
  }
  // The Go runtime keeps the event loop alive: leave once the answer is written.
  process.stdout.write(JSON.stringify(results), () => process.exit(0))
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
