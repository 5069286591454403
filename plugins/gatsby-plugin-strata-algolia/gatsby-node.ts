import type { GatsbyNode } from "gatsby"
import { runAlgoliaSync, type StrataAlgoliaOptions } from "./buildStep"

// Options are kept in Gatsby's cache and shown in its debug output: the admin key must not be one.
const KEY_IN_OPTIONS = "is not an option: the keys come from the environment only (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY)"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    appId: Joi.any().forbidden().messages({ "any.unknown": `{{#label}} ${KEY_IN_OPTIONS}` }),
    adminKey: Joi.any().forbidden().messages({ "any.unknown": `{{#label}} ${KEY_IN_OPTIONS}` }),
    apiKey: Joi.any().forbidden().messages({ "any.unknown": `{{#label}} ${KEY_IN_OPTIONS}` }),
    indexName: Joi.string().required().description("The index to bring to exactly the site's records"),
    recordsFile: Joi.string().required().description("JSON array of records the site writes during the build, relative to its root"),
    toRecords: Joi.function().description("Turns the file's records into the objects pushed"),
    settings: Joi.object().description("Index settings; re-sent whenever the index holds others"),
    recordFormat: Joi.number().integer().min(1).description("Bump when the records' shape changes: every record is re-sent"),
    optional: Joi.boolean().description("A failed push warns instead of failing the build (default: ALGOLIA_SYNC_OPTIONAL=true)"),
    compareBy: Joi.string().valid("content", "digest").description("How hosted records are compared: content (default) or their stored digest only"),
    dryRun: Joi.boolean().description("Reads the index and says what a sync would change, writing nothing (default: ALGOLIA_SYNC_DRY_RUN=true)"),
  })

// After every page and file is built: the records file is complete and the build did not fail.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }, options) =>
  runAlgoliaSync(options as unknown as StrataAlgoliaOptions, reporter, process.cwd())
