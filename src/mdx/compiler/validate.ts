import type { Node, Parent } from "unist"
import { toString } from "mdast-util-to-string"
import { visit } from "unist-util-visit"
import { componentRegistry } from "../componentRegistry"
import type { SourceProblem } from "../treeTypes"

interface JsxAttribute {
  type: string
  name?: string
  value?: unknown
  position?: Node["position"]
}

interface JsxElement extends Parent {
  name: string | null
  attributes: JsxAttribute[]
}

const line = (node: Node) => node.position?.start.line ?? 0
const column = (node: Node) => node.position?.start.column

/** Skips a quoted value or a {…} expression that starts at `at` in `text`; the offset after it. */
function skipValue(text: string, at: number): number {
  const quote = text[at]
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, at + 1)
    return end < 0 ? text.length : end + 1
  }
  if (quote !== "{") return at
  let depth = 0
  for (let index = at; index < text.length; index++) {
    if (text[index] === "{") depth++
    else if (text[index] === "}" && --depth === 0) return index + 1
  }
  return text.length
}

/** The offsets of the attributes of the opening tag at `from` ("<Name …>") in `text`, in order. */
export function attributeOffsets(text: string, from: number): number[] {
  const offsets: number[] = []
  let at = from + 1
  while (at < text.length && !/[\s/>]/.test(text[at])) at++
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at++
    if (at >= text.length || text[at] === ">" || text[at] === "/") return offsets
    offsets.push(at)
    if (text[at] === "{") {
      at = skipValue(text, at)
      continue
    }
    while (at < text.length && !/[\s=/>]/.test(text[at])) at++
    while (at < text.length && /\s/.test(text[at])) at++
    if (text[at] !== "=") continue
    at++
    while (at < text.length && /\s/.test(text[at])) at++
    at = skipValue(text, at)
  }
}

/** The line and column of an offset in `text`. */
function placeAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n")
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

function checkElement(node: JsxElement, inText: boolean, parent: Parent | null, text?: string): SourceProblem[] {
  const at = { line: line(node), column: column(node) }
  // The parser gives attributes no position: they are found in the opening tag, in the order it has them.
  const start = node.position?.start.offset
  const offsets = text !== undefined && start !== undefined ? attributeOffsets(text, start) : []
  if (!node.name) return [{ ...at, message: "Fragments (<>…</>) are not supported: remove them." }]
  const spec = componentRegistry[node.name]
  if (!spec) {
    const known = Object.keys(componentRegistry).sort().join(", ") || "none yet"
    const hint = /^[a-z]/.test(node.name) ? "Use Markdown instead of HTML tags" : "Check the spelling"
    return [{ ...at, message: `Unknown component <${node.name}>. ${hint}; components: ${known}.` }]
  }
  const problems: SourceProblem[] = []
  if (inText && spec.kind === "block") {
    problems.push({
      ...at,
      message: `<${node.name}> is a block component inside a paragraph: put it on its own lines, with blank lines around it.`,
    })
  }
  if (spec.parent && (parent as JsxElement | null)?.name !== spec.parent) {
    problems.push({ ...at, message: `<${node.name}> must be placed directly inside <${spec.parent}>.` })
  }
  if (spec.children === "code") {
    const stray = node.children.find((child) => child.type !== "code")
    if (stray) {
      const message = `<${node.name}> holds only fenced code blocks; move this ${stray.type} outside it.`
      problems.push({ line: line(stray), column: column(stray), message })
    }
    if (node.children.length === 0) problems.push({ ...at, message: `<${node.name}> is empty: put one or more fenced code blocks in it.` })
  }
  const given = new Set<string>()
  node.attributes.forEach((attribute, index) => {
    const offset = offsets.length === node.attributes.length ? offsets[index] : undefined
    const where = attribute.position
      ? { line: attribute.position.start.line, column: attribute.position.start.column }
      : offset !== undefined && text !== undefined
        ? placeAt(text, offset)
        : { line: at.line }
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name) {
      problems.push({ ...where, message: `<${node.name}> has a spread {...} attribute: write each prop as name="value".` })
      return
    }
    given.add(attribute.name)
    const prop = spec.props[attribute.name]
    if (attribute.value !== null && typeof attribute.value !== "string") {
      problems.push({
        ...where,
        message: `<${node.name} ${attribute.name}={…}> uses an expression: props are literal strings, write ${attribute.name}="value".`,
      })
    } else if (!prop) {
      const allowed = Object.keys(spec.props).join(", ") || "none"
      problems.push({ ...where, message: `<${node.name}> has no prop "${attribute.name}" (props: ${allowed}).` })
    } else if (prop.values && !prop.values.includes(attribute.value ?? "")) {
      problems.push({
        ...where,
        message: `<${node.name} ${attribute.name}="${attribute.value ?? ""}"> is not allowed: use one of ${prop.values.map((v) => `"${v}"`).join(", ")}.`,
      })
    }
  })
  for (const [name, prop] of Object.entries(spec.props)) {
    if (prop.required && !given.has(name)) problems.push({ ...at, message: `<${node.name}> needs a "${name}" prop.` })
  }
  return problems
}

/**
 * Everything in an MDX tree that the one-template pipeline cannot render, with lines and columns of `text`, the
 * body the tree was parsed from (an attribute's column is read from it: the parser gives attributes no position).
 */
export function findSourceProblems(tree: Node, text?: string): SourceProblem[] {
  const problems: SourceProblem[] = []
  visit(tree, (node, _index, parent) => {
    const at = { line: line(node), column: column(node) }
    switch (node.type) {
      case "mdxjsEsm":
        problems.push({ ...at, message: "import/export is not supported: components are available without imports." })
        break
      case "mdxFlowExpression":
      case "mdxTextExpression":
        problems.push({
          ...at,
          message: "JavaScript expressions {…} are not supported: write the text, or put braces in `code`.",
        })
        break
      case "mdxJsxFlowElement":
        problems.push(...checkElement(node as JsxElement, false, parent, text))
        break
      case "mdxJsxTextElement":
        problems.push(...checkElement(node as JsxElement, true, parent, text))
        break
      case "table": {
        // The header row names each column for screen readers; an empty header cell leaves a column unnamed.
        const header = (node as Parent).children[0] as Parent | undefined
        header?.children.forEach((cell, index) => {
          if (!toString(cell).trim()) problems.push({ line: line(cell), column: column(cell), message: `Table header cell ${index + 1} is empty: name the ` +
            `column (screen readers announce it).` })
        })
        break
      }
      case "heading":
        if ((node as Node & { depth: number }).depth === 1) {
          problems.push({ ...at, message: "A # heading in the body: the page title is the only h1, start sections with ##." })
        }
        break
    }
  })
  return problems
}
