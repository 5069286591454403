import { changelogPage } from "./changelogPage"
import { cuePages } from "./cuePages"
import { errorPages } from "./errorPages"
import { coordinateHref, graphqlPages } from "./graphqlPages"
import { managementApiPages } from "./managementApiPages"
import type { ReferencePage } from "./pageModel"
import type { SchemaHistory } from "./schemaHistory"
import type { ParsedSchemas } from "./sources"
import { terraformPages } from "./terraformPages"
import type { UsedInSection } from "./usedIn"

/** What the reference reads beside content/schema: the guides' use of each operation, and the schema's git history. */
export interface ReferenceExtras {
  usedIn?: Map<string, UsedInSection[]>
  /** Null or absent: no git history (the changelog says so). */
  history?: SchemaHistory | null
}

/** Every generated reference page of the site, from the parsed sources. */
export function referencePages(schemas: ParsedSchemas, extras: ReferenceExtras = {}): ReferencePage[] {
  const changelog = changelogPage(extras.history ?? null, (what) => coordinateHref(schemas.graphql, what))
  return [
    ...graphqlPages(schemas.graphql, { examples: schemas.examples, usedIn: extras.usedIn, operations: schemas.operations, errors: schemas.errors }),
    { route: changelog.route, title: changelog.title, description: changelog.description, body: changelog.body, source: changelog.source },
    ...managementApiPages(schemas.managementApi),
    ...terraformPages(schemas.resources),
    ...cuePages(schemas.resources),
    ...errorPages(schemas.errors),
  ]
}
