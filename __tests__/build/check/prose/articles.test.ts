import { articleFor } from "../../../../src/build/check/prose/articleSounds"
import { checkArticles, findArticleMistakes } from "../../../../src/build/check/prose/articles"

describe("articleFor", () => {
  it.each([
    // Vowel sounds.
    ["Inventory", "an"],
    ["Order", "an"],
    ["orderNumber", "an"],
    ["ID", "an"],
    ["IDs", "an"],
    ["id", "an"],
    ["update", "an"],
    ["updatedAt", "an"],
    ["upsert", "an"],
    ["enum", "an"],
    ["integer", "an"],
    ["email", "an"],
    ["UNAUTHENTICATED", "an"],
    ["INTERNAL", "an"],
    ["unindexed", "an"],
    ["hour", "an"],
    ["SDK", "an"],
    ["SDL", "an"],
    ["HTTP", "an"],
    ["HTTPRequest", "an"],
    ["HCL", "an"],
    ["npm", "an"],
    ["OAuth", "an"],
    ["OIDC", "an"],
    ["x-api-key", "an"],
    ["f", "an"],
    ["8", "an"],
    ["18", "an"],
    ["800", "an"],
    // Consonant sounds, vowel letters among them.
    ["uuid", "a"],
    ["UUID", "a"],
    ["unique", "a"],
    ["UNIQUE_VIOLATION", "a"],
    ["URL", "a"],
    ["URLs", "a"],
    ["url", "a"],
    ["user", "a"],
    ["usage", "a"],
    ["one-time", "a"],
    ["oneOf", "a"],
    ["Product", "a"],
    ["strata_workspace", "a"],
    ["stratactl", "a"],
    ["SHIP_NOTIFY", "a"],
    ["NOT_FOUND", "a"],
    ["VALIDATION_FAILED", "a"],
    ["GraphQL", "a"],
    ["JSON", "a"],
    ["CUE", "a"],
    ["CSV", "a"],
    ["JWT", "a"],
    ["history", "a"],
    ["yaml", "a"],
    ["u", "a"],
    ["404", "a"],
    ["110", "a"],
  ])("%s takes %s", (name, article) => expect(articleFor(name)).toBe(article))

  it.each(["--region", ".env", "$HOME", "<type>", "SQL", "SKU", ""])("%j is left alone: how it is said isn't sure", (name) => expect(articleFor(name)).toBeUndefined())
})

const mistakes = (text: string) => findArticleMistakes(text).map(({ line, written, expected }) => `${line}: ${written} → ${expected}`)

describe("findArticleMistakes", () => {
  it.each([
    ["a `Inventory`", "Creates a `Inventory`.", ["1: a `Inventory` → an `Inventory`"]],
    ["a `Order`", "Deletes a `Order` and returns true.", ["1: a `Order` → an `Order`"]],
    ["a `ID`", "Pass a `ID`.", ["1: a `ID` → an `ID`"]],
    ["an `Product`", "Returns an `Product`.", ["1: an `Product` → a `Product`"]],
    ["a capital A", "A `Inventory` record.", ["1: A `Inventory` → An `Inventory`"]],
    ["a plain word", "Operators for a integer field and a enum field.", ["1: a integer → an integer", "1: a enum → an enum"]],
    ["an article at the end of a line", "Creates a\n`Inventory` record.", ["1: a `Inventory` → an `Inventory`"]],
    ["bold and a link around the name", "Use a **`Order`** or a [`Inventory`](/x).", ["1: a **`Order` → an **`Order`", "1: a [`Inventory` → an [`Inventory`"]],
    ["double backticks", "Read a ``Order`` here.", ["1: a ``Order`` → an ``Order``"]],
    ["the line of the file", "---\ntitle: T\n---\n\nText.\n\nThen a `Order`.", ["7: a `Order` → an `Order`"]],
  ])("%s", (_name, text, expected) => expect(mistakes(text)).toEqual(expected))

  it.each([
    ["the right articles", "an `Inventory`, an `Order`, an `ID`, a `uuid`, a `unique` field, a `URL`, a `user`, a `one-time` token, an `update`, an `enum`, an `integer`, a `Product`"],
    ["plain words said right", "a user, a unique key, an hour, a URL, an SDK, an integer, a one-off"],
    ["fenced code", "```ts\nconst x = a `Inventory`\n```\n\n~~~\na integer\n~~~"],
    ["an article inside code", "Call `fetch a` `Inventory` then `x = an` `Product`."],
    ["a letter, not an article", "Options A and B, a or b, plan A or plan B; write a.b"],
    ["a name said either way", "a `SQL` query or an `SQL` query; a `--region` flag"],
    ["a word that ends in a", "Use data `Inventory` or via `Order`."],
  ])("passes %s", (_name, text) => expect(mistakes(text)).toEqual([]))
})

describe("checkArticles", () => {
  const sdl = 'type Mutation {\n  "Creates a `Inventory`."\n  createInventory: Inventory\n  "Deletes a `Inventory`."\n  deleteInventory: Boolean\n}\n'
  const texts: Record<string, string> = { "content/schema/strata.graphql": sdl }
  const sourceText = (file: string) => texts[file]

  it("fails a hand-written page's \"a `Inventory`\" with its file:line", () => {
    const page = { file: "content/docs/guides/stock.mdx", source: "---\ntitle: Stock\ndescription: Stock levels.\n---\n\nCount a `Inventory` record.\n", generated: false }
    expect(checkArticles([page], sourceText)).toEqual(['content/docs/guides/stock.mdx:6 write "an `Inventory`", not "a `Inventory`"'])
  })

  it("names a generated page's mistake at its line of strata.graphql, once for every page that shows it", () => {
    const page = (route: string) => ({ file: `content/schema/strata.graphql (generated ${route})`, source: "## createInventory\n\nCreates a `Inventory`.\n\n## deleteInventory\n\nDeletes a `Inventory`.\n", generated: true, schemaFile: "content/schema/strata.graphql" })
    expect(checkArticles([page("/reference/mutations"), page("/reference/objects")], sourceText)).toEqual([
      'content/schema/strata.graphql:2 write "an `Inventory`", not "a `Inventory`"',
      'content/schema/strata.graphql:4 write "an `Inventory`", not "a `Inventory`"',
    ])
  })

  it("names the generated page's line when the words aren't in its source (a generator wrote them)", () => {
    const page = { file: "content/schema/resources.yaml (generated /reference/terraform)", source: "## Example\n\nThe resource manages a `Order`.\n", generated: true, schemaFile: "content/schema/resources.yaml", title: "A `Order`" }
    expect(checkArticles([page], sourceText)).toEqual([
      'content/schema/resources.yaml (generated /reference/terraform):3 write "an `Order`", not "a `Order`"',
      'content/schema/resources.yaml (generated /reference/terraform) (front matter) write "An `Order`", not "A `Order`"',
    ])
  })
})
