import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { navigation } from "../../content/navigation"
import { labelMatchesTitle, labelProblems, labelWords } from "../../src/navigation/labels"
import { readSchemas } from "../../src/reference/readSchemas"
import { referencePages } from "../../src/reference/referencePages"
import type { NavNode } from "../../src/navigation/types"

const ROOT = path.join(__dirname, "../..")
const DOCS = path.join(ROOT, "content/docs")

/** Every page's title by route: the written pages' front matter and the reference pages generated from content/schema. */
function siteTitles(): Map<string, string> {
  const titles = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".mdx")) {
        const route = "/" + path.relative(DOCS, full).replace(/\.mdx$/, "").replace(/(^|\/)index$/, "")
        titles.set(route === "/" ? "/" : route.replace(/\/$/, ""), String(matter(fs.readFileSync(full, "utf8")).data.title))
      }
    }
  }
  walk(DOCS)
  for (const page of referencePages(readSchemas(ROOT))) titles.set(page.route, page.title)
  return titles
}

describe("labelWords", () => {
  it.each([
    ["Step 01: Set up the project", ["step", "1", "set", "up", "project"]],
    ["Use executors in the base template", ["use", "executor", "base", "template"]],
    ["strata_stratadb_type", ["strata", "stratadb", "type"]],
    ["Queries", ["querie"]],
    ["Access", ["access"]],
  ])("reads %j as %j", (text, words) => expect(labelWords(text)).toEqual(words))
})

describe("labelMatchesTitle", () => {
  it.each([
    ["Terraform", "Quickstart with Terraform"],
    ["Application", "Applications"],
    ["Step 1", "Step 01: Set up the project"],
    ["Set up an identity provider", "Set up the identity provider"],
    ["workspace", "stratactl workspace"],
  ])("%j names %j", (label, title) => expect(labelMatchesTitle(label, title)).toBe(true))

  it.each([
    ["Create a data schema", "Create a type"],
    ["StrataDB CDC", "Change data capture"],
    ["Event-based trigger", "React to low stock with an event trigger"],
  ])("%j does not name %j", (label, title) => expect(labelMatchesTitle(label, title)).toBe(false))

  it("takes Overview for the first link of a section only", () => {
    expect(labelMatchesTitle("Overview", "Tutorials", true)).toBe(true)
    expect(labelMatchesTitle("Overview", "Tutorials", false)).toBe(false)
  })
})

describe("labelProblems", () => {
  const titles = new Map([
    ["/a", "Create a type"],
    ["/b", "Built-in identity provider"],
    ["/c", "Filters"],
  ])
  const titleOf = (href: string) => titles.get(href)

  it("reports a label that says something else, unless a reason is given, and a reason nothing needs", () => {
    const tree: NavNode[] = [
      {
        title: "Group",
        links: [
          { title: "Create a data schema", href: "/a" },
          { title: "Built-in IdP", href: "/b", labelReason: "abbreviation" },
          { title: "Filters", href: "/c", labelReason: "left over" },
          { title: "Unknown page", href: "/d" },
        ],
      },
    ]
    expect(labelProblems(tree, titleOf)).toEqual([
      { href: "/a", label: "Create a data schema", title: "Create a type", problem: "differs" },
      { href: "/c", label: "Filters", title: "Filters", problem: "needless reason" },
    ])
  })
})

it("every label of the site's tree names the page it opens, or content/navigation.ts says why not", () => {
  const titles = siteTitles()
  const problems = labelProblems(navigation, (href) => titles.get(href)).map(
    (p) => `${p.href}: label "${p.label}", title "${p.title}" (${p.problem === "differs" ? "use the title's words or give a labelReason" : "drop the labelReason"})`,
  )
  expect(problems).toEqual([])
  // Every tree link was compared with a title.
  const links: string[] = []
  const walk = (nodes: NavNode[]) => nodes.forEach((node) => (node.href && links.push(node.href), node.links && walk(node.links)))
  walk(navigation)
  expect(links.filter((href) => !titles.has(href))).toEqual([])
})
