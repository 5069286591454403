import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { componentRegistry } from "../../src/mdx/componentRegistry"
import { fencedBlocks, readWriting, sectionsOf, WRITING_FILE } from "./writingGuide"

// Every component the unknown-component message offers has its section under "Components" in content/WRITING.md:
// a ### heading naming it, an example that uses it, and a word on each of its props. The list is read from the
// message itself, as a writer who misspells a component sees it.

const text = readWriting()
const sections = sectionsOf(text, "Components")

/** The components the compiler offers when a page uses one it doesn't know. */
function offeredComponents(): string[] {
  try {
    compileMdx("<Calout>\n\nText.\n\n</Calout>\n", "page.mdx")
  } catch (error) {
    const message = (error as Error).message
    const list = message.match(/components: ([^.]+)\./)
    if (list) return list[1].split(", ")
    throw new Error(`The unknown-component message offers no list of components: ${message}`)
  }
  throw new Error("An unknown component compiled without a problem")
}

const offered = offeredComponents()
const named = (heading: string, name: string) => new RegExp(`\\b${name}\\b`).test(heading)

describe(`${WRITING_FILE}, Components`, () => {
  it("the message offers every registered component", () => {
    expect([...offered].sort()).toEqual(Object.keys(componentRegistry).sort())
  })

  it.each(offered)("documents <%s> in a section of its own, with an example and each prop", (name) => {
    const section = sections.find((candidate) => named(candidate.heading, name))
    if (!section) throw new Error(`${WRITING_FILE}: add a "### ${name}" section under "## Components" (the unknown-component message offers <${name}>)`)
    expect({ name, usedInExample: section.text.includes(`<${name}`) }).toEqual({ name, usedInExample: true })
    const undocumented = Object.keys(componentRegistry[name].props).filter(
      (prop) => !new RegExp(`[\\s\`]${prop}(\`|=")`).test(section.text),
    )
    expect({ name, undocumentedProps: undocumented }).toEqual({ name, undocumentedProps: [] })
  })

  it("documents no component the build refuses", () => {
    const used = new Set(sections.flatMap((section) => [...section.text.matchAll(/<([A-Z][A-Za-z]*)[\s/>]/g)].map((match) => match[1])))
    expect([...used].filter((name) => !componentRegistry[name])).toEqual([])
  })

  it("every example of the Components part compiles as a page would", () => {
    const examples = fencedBlocks(text).filter((block) => block.h2 === "Components" && block.lang === "mdx")
    expect(examples.length).toBeGreaterThan(0)
    const problems = examples.flatMap((block) => {
      try {
        compileMdx(`${block.body}\n`, WRITING_FILE, block.line)
        return []
      } catch (error) {
        return [(error as Error).message]
      }
    })
    expect(problems).toEqual([])
  })
})
