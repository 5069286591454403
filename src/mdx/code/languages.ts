/** Names writers may give a fenced block, mapped to the grammar that highlights it. */
export const LANGUAGE_ALIASES: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  terraform: "hcl",
  tf: "hcl",
  yml: "yaml",
  js: "javascript",
  ts: "typescript",
  gql: "graphql",
  txt: "text",
  mdx: "markdown",
  md: "markdown",
  plaintext: "text",
}

const LABELS: Record<string, string> = {
  bash: "Bash",
  javascript: "JavaScript",
  typescript: "TypeScript",
  jsx: "JSX",
  tsx: "TSX",
  json: "JSON",
  graphql: "GraphQL",
  yaml: "YAML",
  hcl: "Terraform",
  cue: "CUE",
  http: "HTTP",
  text: "Text",
  python: "Python",
  go: "Go",
  sql: "SQL",
  markdown: "Markdown",
}

/** The grammar name for what a writer typed after the fence ("ts" → "typescript"). */
export function canonicalLanguage(language: string | null | undefined): string {
  const lower = (language ?? "").toLowerCase()
  return LANGUAGE_ALIASES[lower] ?? (lower || "text")
}

/** What a reader sees for a language: a tab name or a block header. */
export function languageLabel(language: string | null | undefined): string {
  const canonical = canonicalLanguage(language)
  return LABELS[canonical] ?? canonical.toUpperCase()
}
