import { navigation } from "../../content/navigation"
import { identifyTree } from "./identify"

/** The site's navigation tree with generated ids, shared by the build checks and the layout. */
export const navigationTree = identifyTree(navigation)
