// The references a Terraform expression or template makes: `var.NAME`, `local.NAME`, `data.TYPE.LABEL`,
// `module.NAME` and `TYPE.LABEL` of a resource. HashiCorp's parser gives an expression as the text it was written
// with (`jsonencode({ a = strata_auth.inventory.issuer_url })`) and a template with its `${…}` kept, so this reads
// that text: strings, comments and `$${` escapes are skipped, and names a `for` or a `dynamic` block binds
// (`s.name`, `step.value`) are not references.

/** One reference, as Terraform resolves it: what it names (`var.region`, `strata_auth.inventory`, `data.x.y`). */
export interface HclReference {
  /** `var`, `local`, `data`, `module`, or a resource type. */
  kind: string
  /** The address it needs declared: `var.region`, `local.staff`, `data.TYPE.LABEL`, `module.NAME`, `TYPE.LABEL`. */
  address: string
  /** Lines after the first line of the text it was read from. */
  lineOffset: number
}

// Names Terraform itself provides: `path.module`, `terraform.workspace`, `count.index`, `each.key`, `self.id`.
const BUILT_IN = new Set(["path", "terraform", "count", "each", "self"])
const IDENTIFIER = /[A-Za-z_][\w-]*/y
// A resource type is its provider's name, an underscore and the kind: `strata_auth`, `aws_s3_bucket`.
const RESOURCE_TYPE = /^[a-z][a-z0-9]*_[a-z0-9_]+$/

/** The offset past the string opening at `at` (a quote); templates inside it are read by `template`. */
function stringEnd(text: string, at: number, template: (start: number) => number): number {
  let index = at + 1
  while (index < text.length && text[index] !== '"' && text[index] !== "\n") {
    if (text[index] === "\\") index += 2
    else if ((text[index] === "$" || text[index] === "%") && text[index + 1] === "{") index = template(index + 2)
    else if ((text[index] === "$" || text[index] === "%") && text[index + 1] === text[index]) index += 2
    else index++
  }
  return index + 1
}

/** Reads one expression text (or the inside of a `${…}`); calls `found` with each root traversal and its offset. */
class Scanner {
  readonly found: { parts: string[]; at: number }[] = []
  readonly bound = new Set<string>()

  constructor(private readonly text: string) {}

  /** Scans from `at` until the `}` closing an interpolation (or the end); returns the offset past it. */
  expression(at: number, closing = false): number {
    const text = this.text
    let depth = 0
    let index = at
    while (index < text.length) {
      const char = text[index]
      if (char === "#" || (char === "/" && text[index + 1] === "/")) {
        const end = text.indexOf("\n", index)
        index = end < 0 ? text.length : end
      } else if (char === "/" && text[index + 1] === "*") {
        const end = text.indexOf("*/", index + 2)
        index = end < 0 ? text.length : end + 2
      } else if (char === '"') {
        index = stringEnd(text, index, (start) => this.expression(start, true))
      } else if (char === "{") {
        depth++
        index++
      } else if (char === "}") {
        index++
        if (depth-- === 0 && closing) return index
      } else if (/[A-Za-z_]/.test(char) && !/[\w.-]/.test(text[index - 1] ?? "")) {
        index = this.traversal(index)
      } else index++
    }
    return index
  }

  /** A name and its `.attribute` steps; `for x, y in` binds its names. */
  private traversal(at: number): number {
    const parts: string[] = []
    let index = at
    for (;;) {
      IDENTIFIER.lastIndex = index
      const match = IDENTIFIER.exec(this.text)
      if (!match) break
      parts.push(match[0])
      index = IDENTIFIER.lastIndex
      if (this.text[index] !== "." || !/[A-Za-z_]/.test(this.text[index + 1] ?? "")) break
      index++
    }
    if (parts[0] === "for") {
      const binding = /^for\s+([A-Za-z_][\w-]*)(?:\s*,\s*([A-Za-z_][\w-]*))?\s+in\b/.exec(this.text.slice(at))
      if (binding) binding.slice(1).forEach((name) => name && this.bound.add(name))
    }
    this.found.push({ parts, at })
    return index
  }
}

/** The reference a traversal makes, if it names something a configuration declares. */
function referenceOf(parts: string[]): { kind: string; address: string } | undefined {
  const [root, first, second] = parts
  if (!first || BUILT_IN.has(root)) return undefined
  if (root === "var" || root === "local" || root === "module") return { kind: root, address: `${root}.${first}` }
  if (root === "data") return second ? { kind: "data", address: `data.${first}.${second}` } : undefined
  return RESOURCE_TYPE.test(root) ? { kind: root, address: `${root}.${first}` } : undefined
}

function collect(text: string, scan: (scanner: Scanner) => void, bound: Set<string>): HclReference[] {
  const scanner = new Scanner(text)
  scan(scanner)
  const lineOffset = (at: number) => text.slice(0, at).split("\n").length - 1
  return scanner.found.flatMap(({ parts, at }) => {
    const reference = bound.has(parts[0]) || scanner.bound.has(parts[0]) ? undefined : referenceOf(parts)
    return reference ? [{ ...reference, lineOffset: lineOffset(at) }] : []
  })
}

/** The references of an expression, as the parser gives its text. `bound` are names bound around it (a `dynamic` block's iterator). */
export function expressionReferences(text: string, bound = new Set<string>()): HclReference[] {
  return collect(text, (scanner) => scanner.expression(0), bound)
}

/** The references inside the `${…}` and `%{…}` of a template (a string or a heredoc); `$${` and `%%{` are text. */
export function templateReferences(text: string, bound = new Set<string>()): HclReference[] {
  return collect(
    text,
    (scanner) => {
      for (let index = 0; index < text.length; ) {
        const char = text[index]
        if ((char === "$" || char === "%") && text[index + 1] === char) index += 2
        else if ((char === "$" || char === "%") && text[index + 1] === "{") index = scanner.expression(index + 2, true)
        else index++
      }
    },
    bound,
  )
}
