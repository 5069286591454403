import { entryLine, loadYaml } from "./loadYaml"

export const EXAMPLES_FILE = "content/schema/examples.yaml"

/** One worked example of examples.yaml: the root field it shows, the request, its variables and the response. */
export interface OperationExample {
  operation: string
  /** One sentence on what the example does, shown above it. */
  title: string
  request: string
  /** JSON text, when the request declares variables. */
  variables?: string
  /** JSON text of the whole response, `{"data": …}`. */
  response: string
  /** Who sends it (content/workspaces.yaml callers); a workspace member when omitted. */
  caller?: string
  /** When it is sent; the sample workspace's clock when omitted. */
  at?: string
  /** Fields whose values the page can't know (a generated ID, a creation time). */
  volatile?: string[]
  /** Why the workspace model doesn't run it. */
  nocheck?: string
}

/** The examples of examples.yaml; a file that doesn't parse or has no `examples` list fails naming the file. */
export function parseOperationExamples(text: string): OperationExample[] {
  const examples = (loadYaml(text, EXAMPLES_FILE) as { examples?: OperationExample[] } | null)?.examples
  if (!Array.isArray(examples)) throw new Error(`${EXAMPLES_FILE}: needs an "examples" list`)
  return examples
}

/** The file line of an example's `- operation: name` entry (1 when the text doesn't have it). */
export const exampleLine = (text: string, operation: string): number => entryLine(text, "operation", operation)
