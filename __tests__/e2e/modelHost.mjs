// The test host's GraphQL answers come from the workspace model itself: its TypeScript (src/workspace, no Node API)
// compiled by swc into .cache, then the sample workspace replayed from the build's own plan and world files.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { transformSync } from "@swc/core"

// A package's own subpath: name/sub or @scope/name/sub.
const DEEP = /^(@[^/]+\/[^/]+|[^@/][^/]*)\/.+/
const ROOT = path.resolve(new URL("../..", import.meta.url).pathname)

/** Compiles src/workspace to ES modules under .cache/e2e-model (inside the repository, so graphql and cel-js resolve). */
async function compiledModel() {
  const out = path.join(ROOT, ".cache", "e2e-model")
  mkdirSync(out, { recursive: true })
  for (const file of readdirSync(path.join(ROOT, "src/workspace")).filter((name) => name.endsWith(".ts"))) {
    const source = readFileSync(path.join(ROOT, "src/workspace", file), "utf8")
    const { code } = transformSync(source, { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, isModule: true })
    // Own modules get their .mjs; a package's deep path (graphql/execution/values) its .js, as Node's resolver wants.
    const linked = code.replace(/from "(\.\/[^"]+)"/g, 'from "$1.mjs"').replace(/from "([^."][^"]*)"/g, (whole, spec) => (DEEP.test(spec) && !spec.endsWith(".js") ? `from "${spec}.js"` : whole))
    writeFileSync(path.join(out, file.replace(/\.ts$/, ".mjs")), linked)
  }
  return {
    runPlan: await import(pathToFileURL(path.join(out, "runPlan.mjs")).href),
    execute: await import(pathToFileURL(path.join(out, "executeRequest.mjs")).href),
  }
}

/**
 * A request handler answering as the application would from the sample workspace: the state `route`'s block `run`
 * starts from; a bearer token is a member (the owner), no token fails as the platform says.
 */
export async function modelAnswer(siteDir, route, run) {
  const { runPlan, execute } = await compiledModel()
  const page = JSON.parse(readFileSync(path.join(siteDir, "public", "explorer", `${route.replace(/\/+$/, "")}.json`), "utf8"))
  const world = JSON.parse(readFileSync(path.join(siteDir, "public", page.world), "utf8"))
  const workspace = runPlan.replayPlan(page.plan, world, page.blocks[run])
  return (authorization, body) => {
    const { query, variables } = JSON.parse(body)
    const caller = /^Bearer \S+$/.test(authorization ?? "") ? { kind: "member", role: "owner" } : { kind: "anonymous" }
    return execute.executeRequest(workspace, { query, variables, caller }, { runScript: runPlan.recordedScripts(page.plan.scripts) })
  }
}
