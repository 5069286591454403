import { SCHEMA_FILES, type SchemaFileKind, type SchemaTexts } from "../../../reference/sources"

/** The text of one of the schema sources by its path (content/schema/strata.graphql), when the site has it. */
export function schemaSourceText(texts: SchemaTexts | undefined, file: string): string | undefined {
  const kind = (Object.keys(SCHEMA_FILES) as SchemaFileKind[]).find((key) => SCHEMA_FILES[key] === file)
  return kind && texts?.[kind]
}
