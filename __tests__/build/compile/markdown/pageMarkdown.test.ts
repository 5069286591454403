import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { componentRegistry } from "../../../../src/mdx/componentRegistry"
import { componentMarkdown } from "../../../../src/build/compile/markdown/componentsToMarkdown"
import { pageMarkdown } from "../../../../src/build/compile/markdown/pageMarkdown"
import { routeFromFilePath } from "../../../../src/build/source/routes"
import { CONTENT_DIR } from "../../../content/pageRules"

const SITE = "https://docs.example.dev"

const markdownOf = (body: string, route = "/guides/data/filters") =>
  pageMarkdown({ route, title: "Filters", description: "Narrow results with operators.", body }, SITE)

/** One use of each registered component, and what its Markdown must contain. */
const componentCases: Record<string, { mdx: string; expected: string[] }> = {
  Button: {
    mdx: 'Then <Button href="/guides/start" variant="filled" arrow="right">Start now</Button>.',
    expected: [`Then [Start now](${SITE}/guides/start).`],
  },
  MethodTag: { mdx: 'Send a <MethodTag method="POST" /> request.', expected: ["Send a `POST` request."] },
  Badge: { mdx: '| Argument |\n| --- |\n| `region` <Badge kind="replace" /> |', expected: ["| `region` (Forces replacement) |"] },
  Heading: {
    mdx: '<Heading level="3" tag="POST" label="/query">Send an operation</Heading>',
    expected: ["### Send an operation (`POST /query`)"],
  },
  CodeGroup: {
    // A fence's track only steers the site's tabs: the twin drops it and keeps the title.
    mdx: '<CodeGroup title="Create a product" tag="POST" label="/query">\n\n```bash title="cURL"\ncurl -X POST /query\n```\n\n```ts track="typescript"\nawait client.mutate()\n```\n\n</CodeGroup>',
    expected: ["**Create a product** `POST /query`", '```bash title="cURL"\ncurl -X POST /query\n```', "```ts\nawait client.mutate()\n```"],
  },
  Tabs: {
    mdx: '<Tabs>\n\n<Tab label="macOS">\n\nInstall with Homebrew.\n\n</Tab>\n\n<Tab label="Linux">\n\nInstall with npm.\n\n</Tab>\n\n</Tabs>',
    expected: ["**macOS**\n\nInstall with Homebrew.\n\n**Linux**\n\nInstall with npm."],
  },
  Tab: {
    mdx: '<Tabs>\n\n<Tab label="Windows">\n\nUse the installer.\n\n</Tab>\n\n</Tabs>',
    expected: ["**Windows**\n\nUse the installer."],
  },
  Callout: {
    mdx: '<Callout kind="warning" title="No undo">\n\nDeleting a namespace deletes its data.\n\n</Callout>\n\n<Callout kind="note">\n\nNames are not unique.\n\n</Callout>',
    expected: ["> **Warning: No undo**\n>\n> Deleting a namespace deletes its data.", "> **Note:** Names are not unique."],
  },
  Properties: {
    mdx: '<Properties>\n\n<Property name="--region" type="string" required="true">\n\nThe region.\n\n</Property>\n\n<Property name="token" type="() => Promise<string>">\n\nA token.\n\n</Property>\n\n</Properties>',
    expected: ["- `--region` (string, required) — The region.\n- `token` (`() => Promise<string>`) — A token."],
  },
  Property: {
    mdx: '<Properties>\n\n<Property name="--output" type="string" default="table">\n\nHow results are printed.\n\n</Property>\n\n</Properties>',
    expected: ["- `--output` (string, default: `table`) — How results are printed."],
  },
  Cards: {
    mdx: '<Cards>\n\n<Card title="Filters" href="/guides/data/filters#operators" icon="database">\n\nNarrow query results.\n\n</Card>\n\n<Card title="Status" href="https://status.example.com" target="_blank">\n\nIs it up?\n\n</Card>\n\n</Cards>',
    expected: [`- [Filters](${SITE}/guides/data/filters#operators): Narrow query results.\n- [Status](https://status.example.com): Is it up?`],
  },
  Card: {
    mdx: '<Cards>\n\n<Card title="Quickstart" href="/start">\n\nDeploy in 15 minutes.\n\n</Card>\n\n</Cards>',
    expected: [`- [Quickstart](${SITE}/start): Deploy in 15 minutes.`],
  },
}

describe("components", () => {
  it.each(Object.keys(componentRegistry))("<%s> has a Markdown equivalent and a case here", (name) => {
    expect(componentMarkdown[name]).toBeDefined()
    const example = componentCases[name]
    expect(example).toBeDefined()
    const markdown = markdownOf(example.mdx)
    for (const expected of example.expected) expect(markdown).toContain(expected)
    // Clean Markdown: no JSX or HTML tag survives (code spans and fences aside).
    expect(markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`]*`/g, "")).not.toMatch(/<\/?[A-Za-z]/)
  })

  it("maps only registered components", () => {
    expect(Object.keys(componentMarkdown).sort()).toEqual(Object.keys(componentRegistry).sort())
  })

  it("refuses an unknown component with its name instead of dropping it", () => {
    expect(() => markdownOf("<Tooltip>Hi</Tooltip>")).toThrow(/Markdown twin of \/guides\/data\/filters: <Tooltip> has no Markdown equivalent/)
  })
})

describe("pageMarkdown", () => {
  it("opens with the title as # and the description as the intro", () => {
    expect(markdownOf("## Operators\n\nText.")).toBe("# Filters\n\nNarrow results with operators.\n\n## Operators\n\nText.\n")
  })

  it("makes the site's links absolute, keeping anchors, and leaves external links alone", () => {
    const markdown = markdownOf(
      "See [operators](/guides/data/filters#operators), [below](#examples), [home](/), [Strata](https://strata.dev/x#y) and [mail](mailto:a@b.dev).\n\n[ref]: /guides/indexes#create",
    )
    expect(markdown).toContain(`[operators](${SITE}/guides/data/filters#operators)`)
    expect(markdown).toContain(`[below](${SITE}/guides/data/filters#examples)`)
    expect(markdown).toContain(`[home](${SITE}/)`)
    expect(markdown).toContain("[Strata](https://strata.dev/x#y)")
    expect(markdown).toContain("[mail](mailto:a@b.dev)")
    expect(markdown).toContain(`[ref]: ${SITE}/guides/indexes#create`)
  })

  it("keeps code blocks as written, language and title included", () => {
    const code = '```graphql title="query.graphql"\nquery { products(query: { sku: { eq: "<sku>" } }) { totalCount } }\n```'
    expect(markdownOf(`Run:\n\n${code}`)).toContain(code)
  })

  it("keeps GFM tables as tables", () => {
    expect(markdownOf("| Operator | Matches |\n| --- | --- |\n| `eq` | equal values |")).toContain("| Operator | Matches |\n| - | - |\n| `eq` | equal values |")
  })

  it("turns components nested in other components", () => {
    const markdown = markdownOf(
      '<Tabs>\n\n<Tab label="CUE">\n\n<Callout kind="preview">\n\nSend a <MethodTag method="GET" /> request.\n\n</Callout>\n\n</Tab>\n\n</Tabs>',
    )
    expect(markdown).toContain("**CUE**\n\n> **Preview:** Send a `GET` request.")
  })
})

describe("the site's pages", () => {
  const files = (fs.readdirSync(CONTENT_DIR, { recursive: true }) as string[]).filter((file) => file.endsWith(".mdx"))

  it.each(files)("%s turns into Markdown that opens with its title", (file) => {
    const { data, content } = matter(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"))
    const route = routeFromFilePath(CONTENT_DIR, path.join(CONTENT_DIR, file))
    const markdown = pageMarkdown({ route, title: data.title, description: data.description, body: content }, SITE)
    expect(markdown.startsWith(`# ${data.title}\n\n`)).toBe(true)
  })
})
