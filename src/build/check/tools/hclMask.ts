// The text of a Terraform example with its comments, string contents and heredoc bodies blanked out, same length
// and same lines, so HclText finds keys, blocks and list items by scanning it.

/** The offset past the string that opens at `at` (a quote), templates (`${ "…" }`) included; an unterminated string ends at its line's end. */
export function stringEnd(text: string, at: number): number {
  let depth = 0
  let index = at + 1
  while (index < text.length) {
    const char = text[index]
    if (char === "\\") index += 2
    else if (depth === 0 && char === '"') return index + 1
    else if (depth === 0 && char === "\n") return index
    else if ((char === "$" || char === "%") && text[index + 1] === "{" && text[index - 1] !== char) {
      depth++
      index += 2
    } else if (depth > 0 && char === '"') index = stringEnd(text, index)
    else {
      if (depth > 0 && char === "{") depth++
      if (depth > 0 && char === "}") depth--
      index++
    }
  }
  return text.length
}

/** The text with comments, the inside of strings and heredoc bodies replaced by spaces (newlines and quotes kept). */
export function maskHcl(text: string): string {
  const out = text.split("")
  const blank = (from: number, to: number) => {
    for (let index = from; index < to; index++) if (out[index] !== "\n") out[index] = " "
  }
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === "#" || (char === "/" && text[index + 1] === "/")) {
      const end = text.indexOf("\n", index)
      blank(index, end < 0 ? text.length : end)
      index = end < 0 ? text.length : end
    } else if (char === "/" && text[index + 1] === "*") {
      const close = text.indexOf("*/", index + 2)
      const end = close < 0 ? text.length : close + 2
      blank(index, end)
      index = end
    } else if (char === '"') {
      const end = stringEnd(text, index)
      blank(index + 1, text[end - 1] === '"' && end - 1 > index ? end - 1 : end)
      index = end
    } else if (char === "<" && text[index + 1] === "<") {
      const header = /^<<-?([A-Za-z_][\w-]*)[ \t]*\n/.exec(text.slice(index))
      if (!header) {
        index += 2
        continue
      }
      // The header stays, so the value is seen to be a heredoc; its body and closing line are blanked.
      const bodyStart = index + header[0].length
      const closing = new RegExp(`^[ \\t]*${header[1]}[ \\t]*$`, "m").exec(text.slice(bodyStart))
      const end = closing ? bodyStart + closing.index + closing[0].length : text.length
      blank(bodyStart, end)
      index = end
    } else index++
  }
  return out.join("")
}
