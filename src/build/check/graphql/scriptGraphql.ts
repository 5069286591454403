import { parseSync } from "@swc/core"
import { GraphQLError, parse, validate, type GraphQLSchema } from "graphql"
import type { CodeBlock } from "../shared/codeBlocks"

// GraphQL written inside JavaScript and TypeScript examples (a function's `strata.graphql({ query: `…` })`, an
// SDK call): each template literal or string that holds an operation is parsed and validated against
// strata.graphql, so code a reader copies sends a request the application accepts. The blocks are read with
// swc's parser, not a pattern: a string is found wherever the code puts it. A literal built with `${…}` is
// only known when the code runs, and is counted apart.

const SCRIPT_LANGS = new Set(["js", "javascript", "ts", "typescript", "jsx", "tsx", "mjs"])
// An operation as a client sends it: a keyword with an optional name and variables, or a bare selection set.
const OPERATION = /^\s*(?:(?:query|mutation|subscription)\b[^{]*\{|\{\s*\w)/

export interface ScriptGraphqlCheck {
  problems: string[]
  /** Operations validated. */
  queries: number
  /** Literals built with `${…}`, not validated. */
  interpolated: number
  /** Script blocks the parser couldn't read (a fragment shown alone). */
  unparsed: number
  /** Operations sent to another API (a Shopify function's own queries). */
  elsewhere: number
}

interface Found {
  text: string
  interpolated: boolean
  /** Whether the literal goes to Strata: anything but an argument of the block's own function that sends elsewhere, or of `fetch` to another host. */
  strata: boolean
}

type Node = { type?: string; [key: string]: unknown }
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value)

/** `strata.graphql`, `client.query`, `fetch`: the name a call's callee is written with. */
function calleeName(call: Node): string {
  const callee = call.callee as Node | undefined
  if (!callee) return ""
  if (callee.type === "Identifier") return String(callee.value)
  if (callee.type === "MemberExpression") {
    const object = callee.object as Node
    const property = callee.property as Node
    return `${object.type === "Identifier" ? String(object.value) : ""}.${String(property.value ?? "")}`
  }
  return ""
}

const STRATA_CALLS = new Set(["strata.graphql", "client.query", "client.mutate", "sdk.query", "sdk.mutate"])

/** The names of the calls in a subtree. */
function callsIn(node: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => callsIn(item, names))
  else if (isNode(node)) {
    if (node.type === "CallExpression") names.add(calleeName(node))
    for (const child of Object.values(node)) if (typeof child === "object" && child !== null) callsIn(child, names)
  }
  return names
}

/** The block's own functions (`function shopify(…)`, `const gql = (…) => …`) and what each calls. */
function localFunctions(node: unknown, functions: Map<string, Set<string>>): void {
  if (Array.isArray(node)) return node.forEach((item) => localFunctions(item, functions))
  if (!isNode(node)) return
  const isFunction = (value: unknown) => isNode(value) && ["ArrowFunctionExpression", "FunctionExpression"].includes(String(value.type))
  if (node.type === "VariableDeclarator" && isNode(node.id) && node.id.type === "Identifier" && isFunction(node.init)) functions.set(String(node.id.value), callsIn(node.init, new Set()))
  if (node.type === "FunctionDeclaration" && isNode(node.identifier)) functions.set(String(node.identifier.value), callsIn(node.body, new Set()))
  for (const child of Object.values(node)) if (typeof child === "object" && child !== null) localFunctions(child, functions)
}

/** Which of the block's functions end up calling Strata, directly or through another of them (`readAll` → `run` → `strata.graphql`). */
function sendingToStrata(functions: Map<string, Set<string>>): Map<string, boolean> {
  const sends = new Map([...functions.keys()].map((name) => [name, [...functions.get(name)!].some((call) => STRATA_CALLS.has(call))]))
  for (let changed = true; changed; ) {
    changed = false
    for (const [name, calls] of functions) {
      if (!sends.get(name) && [...calls].some((call) => sends.get(call))) {
        sends.set(name, true)
        changed = true
      }
    }
  }
  return sends
}

/** Every string and template literal of a syntax tree, with the calls it sits in (innermost first). */
function literals(node: unknown, found: Found[], goesToStrata: (calls: string[]) => boolean, calls: string[] = []): void {
  if (Array.isArray(node)) {
    for (const item of node) literals(item, found, goesToStrata, calls)
    return
  }
  if (!isNode(node)) return
  const value = node as Node & { quasis?: { cooked?: string; raw: string }[]; expressions?: unknown[] }
  if (value.type === "TemplateLiteral" && value.quasis) {
    found.push({ text: value.quasis.map((quasi) => quasi.cooked ?? quasi.raw).join("${…}"), interpolated: (value.expressions ?? []).length > 0, strata: goesToStrata(calls) })
  } else if (value.type === "StringLiteral" && typeof value.value === "string") {
    found.push({ text: value.value, interpolated: false, strata: goesToStrata(calls) })
  }
  const inner = value.type === "CallExpression" ? [calleeName(value), ...calls] : calls
  for (const child of Object.values(value)) if (child && typeof child === "object") literals(child, found, goesToStrata, inner)
}

function syntaxOf(block: CodeBlock) {
  const typescript = block.lang.startsWith("t")
  return typescript ? ({ syntax: "typescript", tsx: block.lang === "tsx" } as const) : ({ syntax: "ecmascript", jsx: block.lang === "jsx" } as const)
}

/** The GraphQL of the pages' script examples against the schema, with file:line. */
export function checkScriptGraphql(blocks: CodeBlock[], schema: GraphQLSchema): ScriptGraphqlCheck {
  const result: ScriptGraphqlCheck = { problems: [], queries: 0, interpolated: 0, unparsed: 0, elsewhere: 0 }
  for (const block of blocks) {
    if (!SCRIPT_LANGS.has(block.lang) || block.nocheck !== undefined) continue
    const found: Found[] = []
    try {
      const tree = parseSync(block.value, { ...syntaxOf(block), target: "es2022" })
      const calls = new Map<string, Set<string>>()
      localFunctions(tree, calls)
      const functions = sendingToStrata(calls)
      const toStrataEndpoint = block.value.includes(".apps.strata.dev")
      // An operation goes to Strata unless the call that sends it is the block's own function that sends elsewhere
      // (a Shopify helper), or a fetch to another host. JSON.stringify only builds the body around it.
      const goesToStrata = (calls: string[]) => {
        const sender = calls.find((call) => call !== "JSON.stringify")
        if (sender === undefined || STRATA_CALLS.has(sender)) return true
        if (functions.has(sender)) return functions.get(sender)!
        return sender !== "fetch" || toStrataEndpoint
      }
      literals(tree, found, goesToStrata)
    } catch {
      result.unparsed++
      continue
    }
    for (const literal of found.filter((candidate) => OPERATION.test(candidate.text))) {
      if (!literal.strata) {
        result.elsewhere++
        continue
      }
      if (literal.interpolated) {
        result.interpolated++
        continue
      }
      result.queries++
      const first = literal.text.trim().split("\n")[0]
      const line = block.line + Math.max(block.value.split("\n").findIndex((text) => text.includes(first)), 0)
      try {
        for (const error of validate(schema, parse(literal.text))) result.problems.push(`${block.file}:${line} GraphQL in ${block.lang}: ${error.message}`)
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error
        result.problems.push(`${block.file}:${line} GraphQL in ${block.lang}: ${error.message}`)
      }
    }
  }
  return result
}
