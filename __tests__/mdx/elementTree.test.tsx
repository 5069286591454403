import { render } from "@testing-library/react"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { toElementTree, type ElementRecord } from "../../src/mdx/elementTree"
import { renderTree } from "../../src/mdx/renderTree"

const elementsOf = (source: string) => toElementTree(compileMdx(source, "test.mdx").tree) as ElementRecord

function find(node: unknown, type: string): ElementRecord | undefined {
  if (!node || typeof node !== "object") return undefined
  const record = node as ElementRecord
  if (record.type === type) return record
  for (const child of record.children ?? []) {
    const found = find(child, type)
    if (found) return found
  }
  return undefined
}

describe("element records made at build", () => {
  test("hold React's prop names and values, so the browser needs no attribute tables", () => {
    const elements = elementsOf("| a | b |\n|:--|--:|\n| 1 | 2 |\n")
    expect(find(elements, "th")?.props).toEqual({ style: { textAlign: "left" } })
    expect(find(elements, "td")?.props).toEqual({ style: { textAlign: "left" } })
    // No whitespace text between table rows: React rejects it there.
    expect(find(elements, "tr")?.children?.every((child) => typeof child !== "string")).toBe(true)
  })

  test("keep registered components by name with their literal props", () => {
    const callout = find(elementsOf('<Callout kind="warning" title="Careful">\n\nBody text.\n\n</Callout>\n'), "Callout")
    expect(callout?.props).toEqual({ kind: "warning", title: "Careful" })
  })

  test("are plain JSON", () => {
    const elements = elementsOf("## Title\n\nSome `code` and a [link](/x).\n")
    expect(JSON.parse(JSON.stringify(elements))).toEqual(elements)
  })
})

describe("renderTree", () => {
  test("renders tags, the component map's overrides and registered components", () => {
    const { container } = render(<>{renderTree(elementsOf('## Intro\n\n<Callout kind="note">\n\nRead this.\n\n</Callout>\n'))}</>)
    expect(container.querySelector("h2#intro a[data-anchor]")).not.toBeNull()
    expect(container.querySelector("aside")?.textContent).toContain("Read this.")
  })

  test("refuses a component name the map does not know", () => {
    expect(() => renderTree({ type: "Unknown", children: ["x"] })).toThrow("No component for Unknown")
  })
})
