import fs from "fs"
import path from "path"
import { readReleases } from "./releases"
import { parseSchemas, SCHEMA_FILES, type ParsedSchemas, type SchemaFileKind, type SchemaTexts } from "./sources"

/** The source files of content/schema, read from the site root and parsed, with the releases and the schema snapshots releases.yaml names. */
export function readSchemas(rootDir: string): ParsedSchemas {
  const read = (kind: SchemaFileKind) => fs.readFileSync(path.join(rootDir, SCHEMA_FILES[kind]), "utf8")
  const texts = Object.fromEntries((Object.keys(SCHEMA_FILES) as SchemaFileKind[]).map((kind) => [kind, read(kind)])) as SchemaTexts
  const schemas = parseSchemas(texts)
  return { ...schemas, releases: readReleases(rootDir, SCHEMA_FILES.graphql, { releases: texts.releases, current: texts.graphql }) }
}

/** Whether the site has schema sources (the synthetic sites of benchmarks have none). */
export function hasSchemas(rootDir: string): boolean {
  return Object.values(SCHEMA_FILES).every((file) => fs.existsSync(path.join(rootDir, file)))
}
