// The build refuses bad content, naming every file at once: run against a copy of the site with broken pages.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { after, before, test } from "node:test"
import { createFixtureSite } from "../../../scripts/fixture-site.mjs"

let site
let output = ""
let status
let quantityLine
let deleteInventoryLine
let shortIdLine
let changesLine
let seedsLine
let diagramLine

before(() => {
  site = createFixtureSite(
    {
      "content/docs/getting-started/orphan.mdx": "---\ntitle: Orphan\n---\n\nA page nobody listed, about Stratadb.\n",
      // Below four lines of front matter: a misspelled component (line 8) and a prop its component doesn't have, on
      // the second line of its tag (line 11, column 3).
      "content/docs/getting-started/typo.mdx":
        '---\ntitle: Typo\ndescription: A page with a misspelled component.\n---\n\nIntro.\n\n<Calout kind="note">Careful.</Calout>\n\n' +
        '<Callout kind="note"\n  tone="loud">\n\nLoud.\n\n</Callout>\n',
      // An MDX syntax error below the front matter: "<" before a digit (line 6, column 12, where a name should start).
      "content/docs/getting-started/syntax.mdx": "---\ntitle: Syntax\ndescription: A page MDX can't read.\n---\n\nLess than <3 here.\n",
    },
    { copyContent: true },
  )
  const console = path.join(site.dir, "content/docs/getting-started/console.mdx")
  // Front matter is 4 lines, then a blank line: the expression lands on line 6 of the file.
  const raw = readFileSync(console, "utf8").split("\n")
  raw.splice(5, 0, "Hello {reader}", "")
  writeFileSync(console, raw.join("\n"))
  // A page that compiles, with a link to no page and a link to a heading that does not exist (line 6).
  const concepts = path.join(site.dir, "content/docs/getting-started/core-concepts.mdx")
  const lines = readFileSync(concepts, "utf8").split("\n")
  lines.splice(
    5,
    0,
    "See [a page that does not exist](/guides/no-such-page) and [a missing heading](/getting-started/overview#no-such-heading).",
    "",
    "Time out [a request](/guides/function/sending-request#set-a-timeout) after 10 s.",
    "",
  )
  writeFileSync(concepts, lines.join("\n"))
  // Examples that contradict content/schema: a GraphQL field Product doesn't have (line 7), a Terraform
  // type without its required arguments (line 11) and an error code the catalog doesn't list (line 16);
  // then a default page size that contradicts strata.graphql (line 18).
  const filters = path.join(site.dir, "content/docs/guides/stratadb/filters.mdx")
  const filterLines = readFileSync(filters, "utf8").split("\n")
  filterLines.splice(
    5,
    0,
    "```graphql",
    "query { products { edges { node { sku colour } } } }",
    "```",
    "",
    "```hcl",
    'resource "strata_stratadb_type" "product" {',
    '  name = "Product"',
    "}",
    "```",
    "",
    "Retry on `RATE_LIMIT_EXCEEDED`.",
    "",
    "Without it, `first` defaults to 250.",
    "",
  )
  writeFileSync(filters, filterLines.join("\n"))
  // A response that names a sample product otherwise than content/samples.yaml (line 7).
  const vectorSearch = path.join(site.dir, "content/docs/guides/stratadb/advanced-settings/vector-search.mdx")
  const vectorLines = readFileSync(vectorSearch, "utf8").split("\n")
  vectorLines.splice(5, 0, "```json", '{ "sku": "COF-1003", "name": "Dark roast beans, 1 kg" }', "```", "")
  writeFileSync(vectorSearch, vectorLines.join("\n"))
  // A failed mutation's response that keeps the non-null createProduct inside data (line 12) and shows a code
  // operations.yaml doesn't declare for it (line 13); retry advice that contradicts INTERNAL's rule (line 17).
  const versioning = path.join(site.dir, "content/docs/guides/stratadb/versioning.mdx")
  const versioningLines = readFileSync(versioning, "utf8").split("\n")
  versioningLines.splice(
    5,
    0,
    "```graphql",
    'mutation { createProduct(input: { sku: "COF-1001", name: "Espresso beans, 1 kg", price: 24.5, cost: 11.8 }) { id } }',
    "```",
    "",
    "```json",
    "{",
    '  "data": { "createProduct": null },',
    '  "errors": [{ "message": "gone", "path": ["createProduct"], "extensions": { "code": "NOT_FOUND" } }]',
    "}",
    "```",
    "",
    "After `INTERNAL`, retry with backoff.",
    "",
  )
  writeFileSync(versioning, versioningLines.join("\n"))
  // A tutorial page that assumes a product the tutorial creates only later (its response at line 11).
  const basics = path.join(site.dir, "content/docs/tutorials/manage-data-schema/data-schema-basics.mdx")
  const basicsLines = readFileSync(basics, "utf8").split("\n")
  basicsLines.splice(5, 0, "```graphql", '{ products(query: { sku: { eq: "TEA-2001" } }) { totalCount } }', "```", "", "```json", '{ "data": { "products": { "totalCount": 1 } } }', "```", "")
  writeFileSync(basics, basicsLines.join("\n"))
  // An error operations.yaml lists for deleteInventory that the workspace model can't return.
  const operations = path.join(site.dir, "content/schema/operations.yaml")
  const operationLines = readFileSync(operations, "utf8").split("\n")
  deleteInventoryLine = operationLines.indexOf("  - operation: deleteInventory") + 1
  const errorsAt = operationLines.indexOf("    errors:", deleteInventoryLine)
  operationLines.splice(errorsAt + 1, 0, '      - { code: VALIDATION_FAILED, reason: VERSION_CONFLICT, when: "Never." }')
  writeFileSync(operations, operationLines.join("\n"))
  // GraphQL in a Terraform heredoc that selects a field Inventory doesn't have (line 12).
  const pipeline = path.join(site.dir, "content/docs/guides/pipeline.mdx")
  const pipelineLines = readFileSync(pipeline, "utf8").split("\n")
  pipelineLines.splice(5, 0, "```hcl", "steps = [", "  {", '    name = "findStock"', "    graphql = {", "      query = <<-EOT", "        query { inventories(first: 1) { edges { node { sku } } } }", "      EOT", "    }", "  },", "]", "```", "")
  writeFileSync(pipeline, pipelineLines.join("\n"))
  // A declaration of Inventory without the default of quantity (line 10) and with a field the schema lacks (line 11).
  const relationships = path.join(site.dir, "content/docs/guides/stratadb/relationships.mdx")
  const relationshipLines = readFileSync(relationships, "utf8").split("\n")
  relationshipLines.splice(5, 0, "```cue", "#Inventory: stratadb.#Type & {", '\tname: "Inventory"', "\tfields: {", '\t\tquantity: {type: "integer", required: true}', '\t\tshelf: {type: "string"}', "\t}", "}", "```", "")
  writeFileSync(relationships, relationshipLines.join("\n"))
  // Terraform examples that HashiCorp's parser or resources.yaml refuse: an argument strata_stratadb_type doesn't
  // have (line 11), a description that repeats its attribute's name (line 12), and a syntax error (line 19).
  const indexes = path.join(site.dir, "content/docs/guides/stratadb/indexes.mdx")
  const indexLines = readFileSync(indexes, "utf8").split("\n")
  indexLines.splice(
    5,
    0,
    "```hcl",
    'resource "strata_stratadb_type" "order" {',
    "  workspace_id = strata_workspace.inventory.id",
    '  namespace    = "inventory"',
    '  name         = "Order"',
    '  colour       = "red"',
    '  description  = "description"',
    "  fields       = {}",
    "}",
    "```",
    "",
    "```hcl",
    'resource "strata_stratadb" "inventory" {',
    "  namespace =",
    "}",
    "```",
    "",
  )
  writeFileSync(indexes, indexLines.join("\n"))
  // A create input field with a default written non-null, against the fields guide's rule.
  const sdl = path.join(site.dir, "content/schema/strata.graphql")
  const sdlLines = readFileSync(sdl, "utf8").split("\n")
  quantityLine = sdlLines.indexOf("  quantity: Int = 0") + 1
  sdlLines[quantityLine - 1] = "  quantity: Int! = 0"
  writeFileSync(sdl, sdlLines.join("\n"))
  // A CUE example with Terraform's name of a field, job_function where the CUE SDK has jobFunction (line 10).
  const jobFunction = path.join(site.dir, "content/docs/guides/executor/job-function-operation.mdx")
  const jobLines = readFileSync(jobFunction, "utf8").split("\n")
  jobLines.splice(5, 0, "```cue", "executor.#Executor & {", '\tname: "nightly-report"', '\ttrigger: schedule: cron: "0 2 * * *"', "\toperation: job_function: {", '\t\tnamespace: "inventory-functions"', '\t\tname:      "reorder-report"', "\t}", "}", "```", "")
  writeFileSync(jobFunction, jobLines.join("\n"))
  // A name outside a code span that its Markdown twin escapes (line 6), "a" before `Inventory` (line 8), and two
  // Terraform blocks that move the workspace to another region without saying it is replaced (line 20).
  const hooks = path.join(site.dir, "content/docs/guides/stratadb/hooks.mdx")
  const hookLines = readFileSync(hooks, "utf8").split("\n")
  const workspace = (region) => ["```hcl", 'resource "strata_workspace" "inventory" {', '  name   = "inventory"', `  region = "${region}"`, "}", "```", ""]
  hookLines.splice(5, 0, "Sort by _id when two records tie.", "", "Each hook belongs to a `Inventory` or another type.", "", ...workspace("us-west"), ...workspace("eu-central"))
  writeFileSync(hooks, hookLines.join("\n"))
  // A guide's Terraform that passes a variable nothing declares, in place of the running example's workspace (line 8).
  const secrets = path.join(site.dir, "content/docs/guides/secretmanager.mdx")
  const secretLines = readFileSync(secrets, "utf8").split("\n")
  secretLines.splice(5, 0, "```hcl", 'resource "strata_secret_manager" "inventory" {', "  workspace_id = var.workspace_id", '  namespace    = "inventory-secrets"', "}", "```", "")
  writeFileSync(secrets, secretLines.join("\n"))
  // Broken moves: a target with no page (line 3), a heading the target lacks (4), a chain (5-6), a loop (7-8),
  // an old path that is still a page (9).
  writeFileSync(
    path.join(site.dir, "content/redirects.yaml"),
    [
      "/guides/function/sending-request: /guides/function/sending-requests",
      "",
      "/guides/retired: /guides/no-such-page",
      "/guides/old-filters: /guides/stratadb/filters#no-such-heading",
      "/guides/first-name: /guides/second-name",
      "/guides/second-name: /guides/stratadb/filters#operators",
      "/guides/loop-one: /guides/loop-two",
      "/guides/loop-two: /guides/loop-one",
      "/guides/stratadb/indexes: /guides/stratadb/filters",
      "",
    ].join("\n"),
  )
  // A description that only names its attribute (resources.yaml), a pinned tool version without release notes
  // (stratactl/index.mdx:8), and an API change without its note (releases.yaml: restoreProduct's removed).
  const resourcesFile = path.join(site.dir, "content/schema/resources.yaml")
  const resourceLines = readFileSync(resourcesFile, "utf8").split("\n")
  shortIdLine = resourceLines.findIndex((line) => /name: short_id\b/.test(line)) + 1
  resourceLines[shortIdLine - 1] = resourceLines[shortIdLine - 1].replace(/description: "[^"]*"/, 'description: "The short ID."')
  writeFileSync(resourcesFile, resourceLines.join("\n"))
  const stratactl = path.join(site.dir, "content/docs/stratactl/index.mdx")
  writeFileSync(stratactl, readFileSync(stratactl, "utf8").replace("use `stratactl` 1.4.0", "use `stratactl` 1.9.0"))
  const releasesFile = path.join(site.dir, "content/schema/releases.yaml")
  const releaseLines = readFileSync(releasesFile, "utf8").split("\n")
  changesLine = releaseLines.findIndex((line) => /^\s+changes:\s*$/.test(line)) + 1
  // The note and its folded lines go; the next key is less indented.
  const note = releaseLines.findIndex((line) => /^\s+Mutation\.restoreProduct:/.test(line))
  const indent = releaseLines[note].search(/\S/)
  const end = releaseLines.findIndex((line, index) => index > note && line.trim() !== "" && line.search(/\S/) <= indent)
  releaseLines.splice(note, (end < 0 ? releaseLines.length : end) - note)
  writeFileSync(releasesFile, releaseLines.join("\n"))
  // A link in a description of resources.yaml to no page: the Terraform and CUE pages generated from it show it.
  const seedsAt = resourceLines.findIndex((line) => line.includes("[Seeding StrataDB](/guides/seeding)"))
  seedsLine = seedsAt + 1
  resourceLines[seedsAt] = resourceLines[seedsAt].replace("(/guides/seeding)", "(/guides/no-seeding)")
  writeFileSync(resourcesFile, resourceLines.join("\n"))
  // A diagram node whose { is never closed: Mermaid's parser notices a line later; the problem is on this line.
  const cdc = path.join(site.dir, "content/docs/guides/stratadb/advanced-settings/stratadb-cdc.mdx")
  const cdcLines = readFileSync(cdc, "utf8").split("\n")
  const nodeAt = cdcLines.indexOf("  Q --> P[Consumer processes the changes]")
  diagramLine = nodeAt + 1
  cdcLines[nodeAt] = "  Q --> P{Consumer processes the changes"
  writeFileSync(cdc, cdcLines.join("\n"))
  addMisspellings(site.dir)
  rmSync(path.join(site.dir, "content/docs/getting-started/graphql.mdx"))
  const result = spawnSync("node_modules/.bin/gatsby", ["build"], {
    cwd: site.dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 240_000,
  })
  status = result.status
  output = `${result.stdout}\n${result.stderr}`
})

after(() => site?.remove())

test("the build fails", () => assert.notEqual(status, 0, output.slice(-2000)))

test("an MDX expression is reported with file:line:column", () => {
  assert.match(output, /content\/docs\/getting-started\/console\.mdx:6:7 JavaScript expressions \{…\} are not supported/)
})

test("an unknown component and a prop its component doesn't have are named at the file's line and column, front matter counted", () => {
  assert.match(output, /content\/docs\/getting-started\/typo\.mdx:8:1 Unknown component <Calout>\. Check the spelling/)
  assert.match(output, /content\/docs\/getting-started\/typo\.mdx:11:3 <Callout> has no prop "tone"/)
})

test("an MDX syntax error is named at the file's line and column", () => {
  assert.match(output, /content\/docs\/getting-started\/syntax\.mdx:6:12 .*\(MDX syntax: escape \{ and < in text or use `code`\)/)
})

test("a link to no page in a generated page names the line of the schema source that holds it, once", () => {
  assert.ok(seedsLine > 0)
  const problem = `content/schema/resources.yaml:${seedsLine} → /guides/no-seeding (no page at /guides/no-seeding)`
  assert.ok(output.includes(problem), output.slice(-4000))
  assert.equal(output.split(problem).length - 1, 1, "named once, though two generated pages show it")
  assert.doesNotMatch(output, /\(generated [^)]*\):\d+ → \/guides\/no-seeding/)
})

test("a broken Mermaid diagram is named at the line where it goes wrong, in words, with the line", () => {
  assert.ok(diagramLine > 0)
  const problem = `content/docs/guides/stratadb/advanced-settings/stratadb-cdc.mdx:${diagramLine} mermaid: a node's text is not closed: add "}" in "Q --> P{Consumer processes the changes"`
  assert.ok(output.includes(problem), output.slice(-4000))
  assert.doesNotMatch(output, /DIAMOND_STOP/)
})

test("a link to no page and a link to an unknown anchor are named with file:line → target", () => {
  assert.match(output, /content\/docs\/getting-started\/core-concepts\.mdx:6 → \/guides\/no-such-page \(no page at \/guides\/no-such-page\)/)
  assert.match(output, /content\/docs\/getting-started\/core-concepts\.mdx:6 → \/getting-started\/overview#no-such-heading \(no heading #no-such-heading on \/getting-started\/overview\)/)
})

test("a link to a moved page's old path names its file:line and the path to link instead", () => {
  assert.match(output, /core-concepts\.mdx:8 → \/guides\/function\/sending-request#set-a-timeout \(moved: link \/guides\/function\/sending-requests#set-a-timeout\)/)
})

test("a redirect to no page or to a missing heading, a chain, a loop and an old path still a page name their line of content/redirects.yaml", () => {
  const line = (n, text) => assert.ok(output.includes(`content/redirects.yaml:${n} ${text}`), `line ${n}: ${text}\n${output.slice(-4000)}`)
  line(3, "/guides/retired → /guides/no-such-page: no page at /guides/no-such-page")
  line(4, "/guides/old-filters → /guides/stratadb/filters#no-such-heading: no heading #no-such-heading on /guides/stratadb/filters")
  line(5, '/guides/first-name → /guides/second-name → /guides/stratadb/filters#operators is a chain: write "/guides/first-name: /guides/stratadb/filters#operators"')
  line(7, "/guides/loop-one → /guides/loop-two → /guides/loop-one is a loop")
  line(9, "/guides/stratadb/indexes is still a page (content/docs/guides/stratadb/indexes.mdx)")
  // The copy has no git history: the build says it cannot check the routes served before, and goes on to the other checks.
  assert.match(output, /Published routes not checked: .*no git history/)
})

test("a missing front-matter field names the file", () => {
  assert.match(output, /content\/docs\/getting-started\/orphan\.mdx: front matter needs a "description"/)
})

test("a page missing from the tree names the file", () => {
  assert.match(output, /content\/docs\/getting-started\/orphan\.mdx: page \/getting-started\/orphan is missing from the navigation tree/)
})

test("a name spelled against the glossary names the file and line", () => {
  assert.match(output, /content\/docs\/getting-started\/orphan\.mdx:5 write "StrataDB", not "Stratadb"/)
})

test("a tree link without a page names the entry", () => {
  assert.match(output, /content\/navigation\.ts: "GraphQL" links to \/getting-started\/graphql, which has no page/)
})

test("an example that contradicts content/schema names its file and line", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/filters\.mdx:7 GraphQL: Cannot query field "colour" on type "Product"/)
  assert.match(output, /content\/docs\/guides\/stratadb\/filters\.mdx:11 Terraform: strata_stratadb_type\.product needs the argument "workspace_id"/)
  assert.match(output, /content\/docs\/guides\/stratadb\/filters\.mdx:16 error code RATE_LIMIT_EXCEEDED is not in content\/schema\/errors\.yaml/)
})

test("a sample product shown with another name names its file and line, and what samples.yaml calls it", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/advanced-settings\/vector-search\.mdx:7 COF-1003 is named "Decaf beans, 1 kg" in content\/samples\.yaml, not "Dark roast beans, 1 kg"/)
})

test("a response that differs from the workspace model's names its file:line, the request's line and the first differences", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/versioning\.mdx:11 the response shown is not what the request at line 7 returns in context "default": at data the page shows \{"createProduct":null\}, the model returns null; at errors\[0\]\.message the page shows "gone", the model returns "Product\.sku must be unique: \\"COF-1001\\" already exists"/)
})

test("a tutorial page that assumes state the previous pages didn't leave names its file:line and the tutorial", () => {
  assert.match(output, /content\/docs\/tutorials\/manage-data-schema\/data-schema-basics\.mdx:11 the response shown is not what the request at line 7 returns in context "quickstart-tutorials": at data\.products\.totalCount the page shows 1, the model returns 0/)
})

test("an error operations.yaml lists that the model can't return names its line", () => {
  assert.ok(deleteInventoryLine > 0)
  assert.ok(output.includes(`content/schema/operations.yaml:${deleteInventoryLine} deleteInventory: the workspace model can't return VALIDATION_FAILED, reason VERSION_CONFLICT for it`), output.slice(-3000))
})

test("retry advice that contradicts the code's rule for a kind of operation names its file and line", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/versioning\.mdx:17 retry advice for INTERNAL says to retry, but errors\.yaml says not to for other/)
})

test("a resource description that only names its attribute names resources.yaml and its line", () => {
  assert.ok(shortIdLine > 0)
  assert.ok(output.includes(`content/schema/resources.yaml:${shortIdLine} the description of short_id, "The short ID.", says nothing its name doesn't`), output.slice(-3000))
})

test("a tool version a page pins without release notes names the page and line", () => {
  assert.match(output, /content\/docs\/stratactl\/index\.mdx:8 pins stratactl 1\.9\.0, which has no release in content\/schema\/tool-releases\.yaml/)
})

test("an API change without its note names releases.yaml and the line of the release's changes", () => {
  assert.ok(changesLine > 0)
  assert.ok(output.includes(`content/schema/releases.yaml:${changesLine} release 1.1 changed Mutation.restoreProduct (added)`), output.slice(-3000))
})

test("a limit stated against the schema names its file and line, and where the schema says it", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/filters\.mdx:18 Default page size \(first\) is 100 \(Query\.products\(first:\) in strata\.graphql\), not 250/)
})

test("GraphQL embedded in a Terraform or CUE block that the schema can't run names its file and line", () => {
  assert.match(output, /content\/docs\/guides\/pipeline\.mdx:12 GraphQL in Terraform: Cannot query field "sku" on type "Inventory"/)
})

test("a declaration of a StrataDB type that contradicts the schema names its file and line, and both facts", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/relationships\.mdx:10 StrataDB type Inventory: Inventory\.quantity has no default here but InventoryCreateInput\.quantity has default 0 in strata\.graphql/)
  assert.match(output, /content\/docs\/guides\/stratadb\/relationships\.mdx:11 StrataDB type Inventory: the page declares Inventory\.shelf, but strata\.graphql's Inventory has no field "shelf"/)
})

test("a Terraform example with a syntax error, an unknown argument or a placeholder value names its file and line", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/indexes\.mdx:11 Terraform: strata_stratadb_type\.order has no argument "colour"/)
  assert.match(output, /content\/docs\/guides\/stratadb\/indexes\.mdx:12 Terraform: strata_stratadb_type\.order\.description is "description", a placeholder that repeats its name/)
  assert.match(output, /content\/docs\/guides\/stratadb\/indexes\.mdx:19 Terraform: Invalid expression; Expected the start of an expression/)
})

test("a reference a guide's Terraform doesn't declare names its file and line, and what it meant", () => {
  assert.match(output, /content\/docs\/guides\/secretmanager\.mdx:8 Terraform: var\.workspace_id is not declared in this page or the base template's configuration/)
  assert.match(output, /did you mean strata_workspace\.inventory\.id\? Or declare variable "workspace_id"/)
})

test("a CUE example with a snake_case field name names its file and line", () => {
  assert.match(output, /content\/docs\/guides\/executor\/job-function-operation\.mdx:10 CUE: operation: field job_function not allowed/)
})

test("a create input that breaks the fields guide's rule names its line in strata.graphql", () => {
  assert.ok(quantityLine > 0)
  assert.match(output, new RegExp(`content/schema/strata\\.graphql:${quantityLine} InventoryCreateInput\\.quantity has a default, so it is optional: write it without "!"`))
})

test("an escape readers would see in a Markdown twin names the twin's file:line and the page's line", () => {
  assert.match(output, /public\/guides\/stratadb\/hooks\.md:\d+:\d+ \\_ in "_id": readers of the Markdown see the backslash \(from content\/docs\/guides\/stratadb\/hooks\.mdx:6\); put the name in a code span/)
})

test('"a" before a name said with a vowel names its file and line', () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/hooks\.mdx:8 write "an `Inventory`", not "a `Inventory`"/)
})

test("a guide that moves a workspace to another region without saying it is replaced gets a warning with file:line", () => {
  assert.match(output, /content\/docs\/guides\/stratadb\/hooks\.mdx:20 Terraform: strata_workspace\.inventory changes region from "us-west" to "eu-central", which forces replacement/)
})

/** A guide with a misspelled word in its prose (line 6 of the file, front matter counted) and in a code comment (line 9). */
function addMisspellings(dir) {
  const events = path.join(dir, "content/docs/guides/events.mdx")
  const lines = readFileSync(events, "utf8").split("\n")
  lines.splice(5, 0, "You recieve one event per change.", "", "```ts", "const handler = (event) => event // the colour of the event", "```", "")
  writeFileSync(events, lines.join("\n"))
}

test("a misspelled word in prose or a code comment names its file:line:column, front matter counted, and the fix", () => {
  assert.match(output, /content\/docs\/guides\/events\.mdx:6:5 Unknown word "recieve" \(did you mean "receive"\?\) — fix it, or add it to content\/dictionary\.txt if it is right/)
  assert.match(output, /content\/docs\/guides\/events\.mdx:9:41 Unknown word "colour" \(did you mean "color"\?\) — fix it, or add it to content\/dictionary\.txt if it is right/)
})
