// Helpers to write MDX that the site's compiler accepts: no expressions, no raw HTML, literal props.

/** Prose from a source file as MDX text: `{`, `}` and `<` outside inline code are escaped. */
export function prose(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/([{}<])/g, "\\$1")))
    .join("")
}

/** Prose fit for one table cell: one line, pipes escaped, no space left at either end (a YAML block scalar ends with a newline). */
export function cell(text: string): string {
  return prose(text).replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|").trim()
}

/** Inline code for any text (a longer fence when the text holds backticks). */
export function code(text: string): string {
  return text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``
}

/** A literal prop value: double quotes can't be escaped in the site's props, so they become single quotes. */
export function prop(text: string): string {
  return text.replace(/"/g, "'").replace(/\s*\n\s*/g, " ")
}

/** A fenced code block, its fence longer than any backtick run inside. */
export function fence(language: string, text: string, meta = ""): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length))
  const ticks = "`".repeat(longest + 1)
  return `${ticks}${language}${meta ? ` ${meta}` : ""}\n${text.replace(/\n+$/, "")}\n${ticks}`
}

/** A GFM table; cells are written with `cell` by the caller. */
export function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n")
}

/** A front matter block and body: the text of a generated page, as a writer would have written it. */
export function mdxDocument(title: string, description: string, body: string): string {
  const quote = (value: string) => JSON.stringify(value)
  return `---\ntitle: ${quote(title)}\ndescription: ${quote(description)}\n---\n\n${body.trim()}\n`
}
