import { navigation } from "../../content/navigation"
import { identifyTree } from "../../src/navigation/identify"

/** The site's navigation tree with its ids, as the build sources it from content/navigation.ts, for tests. */
export const navigationTree = identifyTree(navigation)
