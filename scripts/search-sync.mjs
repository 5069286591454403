// npm run search:sync [-- --dry-run] [-- --records <file>]
// Brings the Algolia index to the records of the last build (.cache/search-records.json) without building,
// with the options gatsby-config.ts gives the plugin. --dry-run reads the index and prints what a sync
// would save, delete and re-set, writing nothing. Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (the admin
// key is what reads the records' digests); ALGOLIA_INDEX_NAME and ALGOLIA_HOSTS work as in a build.
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
require("./typescript-require.cjs")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(root)

const USAGE = "usage: npm run search:sync -- [--dry-run] [--records <file>]"
const args = process.argv.slice(2)
const options = { dryRun: false, records: undefined }
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dry-run") options.dryRun = true
  else if (args[i] === "--records" && args[i + 1]) options.records = path.resolve(args[++i])
  else {
    console.error(`Unknown argument ${args[i]}\n${USAGE}`)
    process.exit(2)
  }
}
if (!process.env.ALGOLIA_APP_ID || !process.env.ALGOLIA_ADMIN_KEY) {
  console.error("search:sync needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY in the environment (a dry run reads the index with the admin key and writes nothing).")
  process.exit(2)
}

const config = require("../gatsby-config.ts").default
const plugin = config.plugins.find((entry) => typeof entry === "object" && entry.resolve === "gatsby-plugin-strata-algolia")
if (!plugin) {
  console.error("gatsby-config.ts lists no gatsby-plugin-strata-algolia: nothing to sync.")
  process.exit(2)
}
const { runAlgoliaSync } = require("../plugins/gatsby-plugin-strata-algolia/buildStep.ts")
const reporter = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  panicOnBuild: (message) => {
    console.error(message.replace(" Set ALGOLIA_SYNC_OPTIONAL=true to build anyway.", ""))
    process.exitCode = 1
  },
}
await runAlgoliaSync(
  { ...plugin.options, ...(options.records ? { recordsFile: options.records } : {}), ...(options.dryRun ? { dryRun: true } : {}) },
  reporter,
  root,
)
