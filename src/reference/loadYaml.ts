import yaml from "js-yaml"

/**
 * A YAML file of content/schema as plain data; a syntax error names its file. JSON_SCHEMA: no dates or
 * custom tags, as the files are meant to be read by any tool.
 */
export function loadYaml(text: string, file: string): unknown {
  try {
    return yaml.load(text, { schema: yaml.JSON_SCHEMA, filename: file })
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`)
  }
}

/** The file line of a list entry that starts `- key: value` (1 when the text doesn't have it), for file:line messages. */
export function entryLine(text: string, key: string, value: string): number {
  const index = text.split("\n").findIndex((line) => new RegExp(`^\\s*-\\s*${key}:\\s*["']?${value}["']?\\s*$`).test(line))
  return index + 1 || 1
}
