import { cuePages } from "./cuePages"
import { errorPages } from "./errorPages"
import { graphqlPages } from "./graphqlPages"
import { managementApiPages } from "./managementApiPages"
import type { ReferencePage } from "./pageModel"
import type { ParsedSchemas } from "./sources"
import { terraformPages } from "./terraformPages"

/** Every generated reference page of the site, from the parsed sources. */
export function referencePages(schemas: ParsedSchemas): ReferencePage[] {
  return [
    ...graphqlPages(schemas.graphql),
    ...managementApiPages(schemas.managementApi),
    ...terraformPages(schemas.resources),
    ...cuePages(schemas.resources),
    ...errorPages(schemas.errors),
  ]
}
