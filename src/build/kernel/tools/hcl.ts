import { memoByText } from "./textMemo"
import { runChildParser } from "./childParser"

// Terraform examples parsed by HashiCorp's HCL parser, run by hclRunner.cjs in a child process: every text of a
// build in one process, so the parser's WebAssembly module is loaded once.

/** A configuration as the parser writes it in JSON: blocks are lists of objects, expressions are "${…}" strings. */
export type HclJson = null | boolean | number | string | HclJson[] | { [key: string]: HclJson }
export type HclJsonObject = { [key: string]: HclJson }

/** One diagnostic of the parser, at a line of the parsed text. */
export interface HclSyntaxError {
  line: number
  message: string
}

export type HclParse = { json: HclJsonObject } | { errors: HclSyntaxError[] }

/** The file name the parser's messages carry; it is taken out of them. */
const NAME = "example.tf"

/** What parsing Terraform runs outside the build's code: the runner, from the site root, and the parser's package. */
export const HCL_PARSER = { files: ["src/build/kernel/tools/hclRunner.cjs"], packages: ["@cdktf/hcl2json"] }

/**
 * The parser's diagnostics, "parse config: [example.tf:2,7-3,1: Invalid expression; Expected …. example.tf:5,1-2: …]",
 * as lines and messages.
 */
export function syntaxErrors(message: string): HclSyntaxError[] {
  const text = message.replace(/^parse config: \[/, "").replace(/\]$/, "")
  const at = /(?:^|\s)example\.tf:(\d+),\d+(?:-\d+(?:,\d+)?)?: /g
  const found = [...text.matchAll(at)]
  if (found.length === 0) return [{ line: 1, message: text }]
  return found.map((match, index) => ({
    line: Number(match[1]),
    message: text.slice(match.index! + match[0].length, found[index + 1]?.index ?? text.length).trim(),
  }))
}

/**
 * Parses each text as a Terraform file, in one child process; the results are in the order of the texts. A text
 * parsed before in this process is not parsed again (develop checks again on every save).
 */
export const parseHclTexts: (texts: string[]) => HclParse[] = memoByText(parseHclTextsOnce)

function parseHclTextsOnce(texts: string[]): HclParse[] {
  if (texts.length === 0) return []
  const results = runChildParser<({ json: HclJsonObject } | { error: string })[]>({
    tool: "HashiCorp's HCL parser",
    runner: HCL_PARSER.files[0],
    besides: __dirname,
    // A code block's text has no final newline; a file has one (a heredoc's closing marker needs it).
    input: texts.map((text) => ({ name: NAME, text: text.endsWith("\n") ? text : `${text}\n` })),
    maxBuffer: 256 * 1024 * 1024,
  })
  return results.map((result) => ("json" in result ? { json: result.json } : { errors: syntaxErrors(result.error) }))
}
