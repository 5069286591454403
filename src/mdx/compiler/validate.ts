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

function checkElement(node: JsxElement, inText: boolean, parent: Parent | null): SourceProblem[] {
  const at = { line: line(node), column: column(node) }
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
  for (const attribute of node.attributes) {
    const where = { line: attribute.position?.start.line ?? at.line, column: attribute.position?.start.column }
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name) {
      problems.push({ ...where, message: `<${node.name}> has a spread {...} attribute: write each prop as name="value".` })
      continue
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
  }
  for (const [name, prop] of Object.entries(spec.props)) {
    if (prop.required && !given.has(name)) problems.push({ ...at, message: `<${node.name}> needs a "${name}" prop.` })
  }
  return problems
}

/** Everything in an MDX tree that the one-template pipeline cannot render, with line numbers. */
export function findSourceProblems(tree: Node): SourceProblem[] {
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
        problems.push(...checkElement(node as JsxElement, false, parent))
        break
      case "mdxJsxTextElement":
        problems.push(...checkElement(node as JsxElement, true, parent))
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
