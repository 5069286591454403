import { Kind, parse, visit, type ASTNode } from "graphql"
import yaml from "js-yaml"

// Where each string of a schema source is in its file, as its own parser reads it: the text a generated page is made
// of comes from these strings, so a problem on a generated page can be named at the line of the source that wrote it.

/** A string of a source file (a YAML scalar, a GraphQL name or description) and where its text is in the file. */
export interface SourceSpan {
  /** The string as the parser reads it (quotes, escapes and folding resolved). */
  value: string
  /** Offsets in the file's text: `text.slice(start, end)` holds the string as written (with spaces around it for YAML). */
  start: number
  end: number
  /** A name that a definition gives (a GraphQL type, field, argument or enum value), not a description or a value. */
  definition?: boolean
}

/** Every string scalar of a YAML text (keys too), with the range js-yaml reads it from; none when it doesn't parse. */
function yamlSpans(text: string): SourceSpan[] {
  const opened: number[] = []
  const spans: SourceSpan[] = []
  try {
    yaml.load(text, {
      schema: yaml.JSON_SCHEMA,
      listener(event, state) {
        if (event === "open") opened.push(state.position)
        else {
          const start = opened.pop() ?? 0
          if (typeof state.result === "string") spans.push({ value: state.result, start, end: state.position })
        }
      },
    })
  } catch {
    return []
  }
  return spans.sort((a, b) => a.start - b.start)
}

const DEFINITIONS = new Set<string>([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.SCALAR_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.DIRECTIVE_DEFINITION,
  Kind.FIELD_DEFINITION,
  Kind.INPUT_VALUE_DEFINITION,
  Kind.ENUM_VALUE_DEFINITION,
])

/** The descriptions and the defined names of an SDL text, with graphql-js's locations; none when it doesn't parse. */
function graphqlSpans(text: string): SourceSpan[] {
  const spans: SourceSpan[] = []
  try {
    visit(parse(text), {
      enter(node: ASTNode) {
        if (!DEFINITIONS.has(node.kind)) return
        const { name, description } = node as { name?: { value: string; loc?: { start: number; end: number } }; description?: { value: string; loc?: { start: number; end: number } } }
        if (description?.loc) spans.push({ value: description.value, start: description.loc.start, end: description.loc.end })
        if (name?.loc) spans.push({ value: name.value, start: name.loc.start, end: name.loc.end, definition: true })
      },
    })
  } catch {
    return []
  }
  return spans.sort((a, b) => a.start - b.start)
}

/** The strings of a schema source by its file name (.graphql: descriptions and defined names; else YAML scalars). */
export function sourceSpans(file: string, text: string): SourceSpan[] {
  return file.endsWith(".graphql") ? graphqlSpans(text) : yamlSpans(text)
}

/** The 1-based line of an offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) line++
  return line
}
