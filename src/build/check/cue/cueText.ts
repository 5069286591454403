// What the CUE example check reads from an example's text before the evaluator sees it: its package clause
// and imports, the names it declares and the ones it uses from elsewhere, and the lines that declare a name.
// Pure; lines are 0-based indexes into the example's lines.

/** CUE text with the contents of strings (also multi-line and raw ones) and comments blanked, same length and lines. */
export function codeOnly(source: string): string {
  let out = ""
  let i = 0
  while (i < source.length) {
    const quote = /^(#*)("""|'''|"|')/.exec(source.slice(i, i + 16))
    if (source.startsWith("//", i)) {
      const end = source.indexOf("\n", i)
      const stop = end === -1 ? source.length : end
      out += " ".repeat(stop - i)
      i = stop
    } else if (quote) {
      const [opening, hashes, mark] = quote
      const closing = mark + hashes
      let j = i + opening.length
      while (j < source.length && !source.startsWith(closing, j) && !(mark.length === 1 && source[j] === "\n")) j += source[j] === "\\" && hashes === "" ? 2 : 1
      const stop = Math.min(source.startsWith(closing, j) ? j + closing.length : j, source.length)
      out +=
        opening +
        source.slice(i + opening.length, stop - (source.startsWith(closing, j) ? closing.length : 0)).replace(/[^\n]/g, " ") +
        (source.startsWith(closing, j) ? closing : "")
      i = stop
    } else {
      out += source[i]
      i++
    }
  }
  return out
}

export interface CueImport {
  /** The name the file uses: the alias, or the path's last element. */
  name: string
  path: string
}

/** The head of a file: its package clause and imports, and where its declarations start. */
export interface CuePreamble {
  packageName?: string
  /** Line of the package clause. */
  packageLine?: number
  imports: CueImport[]
  /** The first line after the package clause and the imports (0 when the example has neither). */
  bodyStart: number
}

const importOf = (spec: string): CueImport | undefined => {
  const match = /^\s*(?:([A-Za-z_]\w*)\s+)?"([^"]+)"\s*$/.exec(spec)
  if (!match) return undefined
  const path = match[2].replace(/:\w+$/, "")
  return { name: match[1] ?? path.split("/").pop()!.replace(/@.*$/, ""), path }
}

/** The package clause and imports at the top of an example. */
export function preamble(source: string): CuePreamble {
  const lines = codeOnly(source).split("\n")
  const raw = source.split("\n")
  const result: CuePreamble = { imports: [], bodyStart: 0 }
  let inGroup = false
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim()
    if (inGroup) {
      if (line.startsWith(")")) {
        inGroup = false
        result.bodyStart = index + 1
      } else if (line !== "") {
        const entry = importOf(raw[index].replace(/\/\/.*$/, ""))
        if (entry) result.imports.push(entry)
      }
      continue
    }
    if (line === "") continue
    const pkg = /^package\s+([A-Za-z_]\w*)$/.exec(line)
    if (pkg && result.packageName === undefined && result.imports.length === 0) {
      result.packageName = pkg[1]
      result.packageLine = index
      result.bodyStart = index + 1
    } else if (/^import\s*\($/.test(line)) inGroup = true
    else if (/^import\s/.test(line)) {
      const entry = importOf(raw[index].replace(/^\s*import\s+/, "").replace(/\/\/.*$/, ""))
      if (entry) result.imports.push(entry)
      result.bodyStart = index + 1
    } else break
  }
  return result
}

/** Names a text declares as fields: definitions (`#Product:`) and hidden fields (`_staff:`), at any depth. */
export function declaredNames(source: string): Set<string> {
  return new Set([...codeOnly(source).matchAll(/(?:^|[\s{,])((?:#|_)[A-Za-z]\w*)\s*[?!]?\s*:/gm)].map((match) => match[1]))
}

/** Definitions and hidden fields a text refers to without a package (`#Product`, `_staffRead`), declared there or not. */
export function referencedNames(source: string): Set<string> {
  const names = new Set<string>()
  for (const match of codeOnly(source).matchAll(/(?<![\w.#$])((?:#|_)[A-Za-z]\w*)\b(?!\s*[?!]?\s*:)/g)) names.add(match[1])
  return names
}

/** The packages a text selects definitions from (`stratadb` of `stratadb.#Type`), with the definitions selected. */
export function packageReferences(source: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  for (const match of codeOnly(source).matchAll(/(?<![\w.#$])([a-z]\w*)\.(#[A-Za-z]\w*)/g)) {
    found.set(match[1], (found.get(match[1]) ?? new Set()).add(match[2]))
  }
  return found
}

/**
 * The lines that declare `name` in a text (`#Product: stratadb.#Type & {` up to its closing brace), the least
 * indented declaration if there are several; undefined when the text doesn't declare it.
 */
export function declarationLines(source: string, name: string): { from: number; to: number } | undefined {
  const lines = codeOnly(source).split("\n")
  const label = new RegExp(`^(\\s*)${name.replace(/[$]/g, "\\$")}\\s*[?!]?\\s*:`)
  let from = -1
  let indent = Infinity
  lines.forEach((line, index) => {
    const match = label.exec(line)
    if (match && match[1].length < indent) {
      from = index
      indent = match[1].length
    }
  })
  if (from === -1) return undefined
  let depth = 0
  for (let index = from; index < lines.length; index++) {
    for (const char of lines[index]) {
      if ("{[(".includes(char)) depth++
      else if ("}])".includes(char)) depth--
    }
    // The value ends with its line once every bracket it opened is closed and no operator carries it on.
    if (depth <= 0 && !/[&|]\s*$/.test(lines[index])) return { from, to: index }
  }
  return { from, to: lines.length - 1 }
}
