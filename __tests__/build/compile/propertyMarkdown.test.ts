import { componentMarkdown } from "../../../src/build/compile/markdown/componentsToMarkdown"
import { pageMarkdown } from "../../../src/build/compile/markdown/pageMarkdown"

const SITE = "https://docs.example.dev"

/** The Markdown twin of a page holding one Properties list, without its title and description. */
function propertiesMarkdown(...properties: string[]): string {
  const body = `<Properties>\n\n${properties.join("\n\n")}\n\n</Properties>`
  const markdown = pageMarkdown({ route: "/reference/terraform/workspace", title: "Workspace", description: "A workspace.", body }, SITE)
  const intro = "# Workspace\n\nA workspace.\n\n"
  expect(markdown.startsWith(intro)).toBe(true)
  return markdown.slice(intro.length)
}

describe("the Markdown twin of Property", () => {
  it("is mapped", () => {
    expect(componentMarkdown.Property).toBeDefined()
  })

  it("lists type, optional, default, limit and marks in parentheses, the description after a dash", () => {
    expect(
      propertiesMarkdown(
        '<Property name="region" type="string" required="false" default="us-west-1" limit="at most 63 characters" change="replace" deprecated="true">\n\nWhere the workspace runs.\n\n</Property>',
      ),
    ).toBe("- `region` (string, optional, default: `us-west-1`, at most 63 characters, Forces replacement, Deprecated) — Where the workspace runs.\n")
  })

  it("links the type to typeHref, absolute for a site route", () => {
    expect(
      propertiesMarkdown(
        '<Property name="settings" type="Settings" typeHref="/reference/cue/definitions#settings" required="true" change="deletes-data">\n\nIts settings.\n\n</Property>',
      ),
    ).toBe(`- \`settings\` ([Settings](${SITE}/reference/cue/definitions#settings), required, Deletes data) — Its settings.\n`)
  })

  it("links a type written as code, and keeps an anchor on the page absolute too", () => {
    expect(
      propertiesMarkdown('<Property name="items" type="[Product!]!" typeHref="#product">\n\nThe products.\n\n</Property>'),
    ).toBe(`- \`items\` ([\`[Product!]!\`](${SITE}/reference/terraform/workspace#product)) — The products.\n`)
  })

  it.each([
    ["_", "`_`"],
    ["[...string]", "`[...string]`"],
    ["() => Promise<string>", "`() => Promise<string>`"],
    ["String!", "`String!`"],
    ["string", "string"],
    ["list of string", "list of string"],
    ["map(string)", "map(string)"],
  ])("writes the type %s as %s", (type, written) => {
    expect(propertiesMarkdown(`<Property name="x" type="${type}">\n\nX.\n\n</Property>`)).toBe(`- \`x\` (${written}) — X.\n`)
  })

  it("leaves out what is not given: no parentheses without facts, no mark for deprecated=false", () => {
    expect(propertiesMarkdown('<Property name="totalCount" deprecated="false">\n\nHow many.\n\n</Property>')).toBe("- `totalCount` — How many.\n")
  })

  it("writes the entries of one Properties as one list, a description's later paragraphs in its item", () => {
    expect(
      propertiesMarkdown(
        '<Property name="a" type="string" required="true">\n\nFirst.\n\nMore on a.\n\n</Property>',
        '<Property name="b" limit="at most 10">\n\nSecond.\n\n</Property>',
      ),
    ).toBe("- `a` (string, required) — First.\n\n  More on a.\n\n- `b` (at most 10) — Second.\n")
  })
})
