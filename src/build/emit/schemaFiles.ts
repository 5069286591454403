import fs from "fs"
import path from "path"
import { hasSchemas } from "../../reference/readSchemas"
import { PUBLISHED_SCHEMA_FILES } from "../../reference/sources"

/** Copies the published sources into public/schema/, as they are in content/schema. */
export function publishSchemaFiles(rootDir: string, publicDir: string): void {
  if (!hasSchemas(rootDir)) return
  const dir = path.join(publicDir, "schema")
  fs.mkdirSync(dir, { recursive: true })
  for (const file of PUBLISHED_SCHEMA_FILES) fs.copyFileSync(path.join(rootDir, file), path.join(dir, path.basename(file)))
}
