import { readMeta } from "../../../mdx/code/codeMeta"
import type { CodeBlock } from "../shared/codeBlocks"

// The requests a page shows with their responses: a ```graphql block, or a curl command whose JSON body holds
// a `query`, then (after an optional ```json block of its variables) the ```json block of its response. A
// request marked nocheck, or without a response, still runs in a tutorial, so the next page sees its writes.

export interface RequestPair {
  file: string
  /** Line of the request's first line of code. */
  line: number
  query: string
  variables?: Record<string, unknown>
  response?: { line: number; value: Record<string, unknown> }
  /** Block meta: `caller="…"`, `at="…"`, `volatile="…"` (field names whose values the page can't know). */
  caller?: string
  at?: string
  volatile: string[]
  nocheck?: string
  /** The token variable a curl command sends (its caller follows from it). */
  token?: string
  /** The request is a curl command's body, not a ```graphql block (the explorer runs blocks only). */
  curl?: true
  /** A reference example's key for the explorer (`example:<operation>`, `error:<code>`); a page's block is keyed by its line. */
  run?: string
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A response: an object of `data`, `errors` and `extensions` with one of the first two. */
export function responseOf(block: CodeBlock): Json | undefined {
  if (block.lang !== "json") return undefined
  const value = parseJson(block.value)
  if (!isObject(value) || !("data" in value || "errors" in value)) return undefined
  return Object.keys(value).every((key) => ["data", "errors", "extensions"].includes(key)) ? value : undefined
}

/** The GraphQL body and token of a curl command that posts `{"query": …}`. */
export function curlRequest(text: string): { query: string; variables?: Json; token?: string } | undefined {
  if (!/^\s*curl\b/.test(text)) return undefined
  const body = /(?:-d|--data(?:-raw)?)\s+'((?:[^']|'\\'')*)'/.exec(text)?.[1]?.replace(/'\\''/g, "'")
  const parsed = body ? parseJson(body) : undefined
  if (!isObject(parsed) || typeof parsed.query !== "string") return undefined
  // The token a command sends: a shell variable ($ID_TOKEN) names the caller; a literal token names nobody we know.
  const token = /Authorization: Bearer \$([A-Z_]+)/.exec(text)?.[1] ?? (/Authorization: Bearer /.test(text) ? "" : undefined)
  return { query: parsed.query, ...(isObject(parsed.variables) ? { variables: parsed.variables } : {}), ...(token ? { token } : {}) }
}

/** The block meta the runner reads, from the block's fence (the compiler keeps it in `meta`). */
function metaOf(block: CodeBlock) {
  const meta = readMeta(block.meta, ["caller", "at", "volatile"])
  return { caller: meta.caller, at: meta.at, volatile: (meta.volatile ?? "").split(/[\s,]+/).filter(Boolean) }
}

/** Whether every key of a JSON object is a variable the request declares (`$name`), so the object is its variables. */
function areVariablesOf(value: Json, query: string): boolean {
  const declared = new Set([...query.matchAll(/\$(\w+)\s*:/g)].map((match) => match[1]))
  return Object.keys(value).length > 0 && Object.keys(value).every((key) => declared.has(key))
}

/** Every request of a page's blocks, in page order, each with its response when the page shows one. */
export function requestPairs(blocks: CodeBlock[]): RequestPair[] {
  const pairs: RequestPair[] = []
  let open: RequestPair | undefined
  for (const block of blocks) {
    if (open && open.file !== block.file) open = undefined
    const curl = block.lang === "bash" || block.lang === "sh" || block.lang === "shell" ? curlRequest(block.value) : undefined
    if (block.lang === "graphql" || curl) {
      const meta = metaOf(block)
      open = {
        file: block.file,
        line: block.line,
        query: curl?.query ?? block.value,
        ...(curl?.variables ? { variables: curl.variables } : {}),
        ...(curl?.token ? { token: curl.token } : {}),
        ...(curl ? { curl: true as const } : {}),
        ...(meta.caller ? { caller: meta.caller } : {}),
        ...(meta.at ? { at: meta.at } : {}),
        volatile: meta.volatile,
        ...(block.nocheck !== undefined ? { nocheck: block.nocheck } : {}),
      }
      pairs.push(open)
      continue
    }
    const response = responseOf(block)
    if (open && response && !open.response) {
      const meta = metaOf(block)
      open.response = { line: block.line, value: response }
      open.volatile.push(...meta.volatile)
      open = undefined
      continue
    }
    const value = block.lang === "json" ? parseJson(block.value) : undefined
    if (open && !open.variables && isObject(value) && !open.response && areVariablesOf(value, open.query)) {
      open.variables = value
      continue
    }
    if (block.lang !== "json") open = undefined
  }
  return pairs
}
