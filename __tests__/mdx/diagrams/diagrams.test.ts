import { compileMdx } from "../../../src/mdx/compiler/compileMdx"
import { MdxCompileError, type TreeNode } from "../../../src/mdx/treeTypes"
import { diagramFigure, smallestFont } from "../../../src/mdx/diagrams/diagramTree"
import { DIAGRAM_LABEL_MIN_PX, diagramScale } from "../../../src/mdx/diagrams/diagramSize"
import { renderMermaid } from "../../../src/mdx/diagrams/mermaidRenderer"

// A diagram drawn at build: the library's SVG made fit for the site's policy and both themes, in a figure.

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] }

const all = (node: Node, found: Node[] = []): Node[] => {
  found.push(node)
  for (const child of node.children ?? []) all(child, found)
  return found
}
const textOf = (node: Node): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join(""))

const FLOW = "flowchart TD\n  write[Write a record] --> check{Valid?}\n  check -->|yes| store[(StrataDB)]\n  check -->|no| fail[VALIDATION_FAILED]"

describe("diagramFigure", () => {
  const figure = diagramFigure(renderMermaid(FLOW), { title: "A write", desc: "A write is checked, then stored or refused.", id: "diagram-7" }) as Node
  const nodes = all(figure)
  const svg = nodes.find((node) => node.tagName === "svg")!

  it("is a figure with its caption, the drawing in a named region a keyboard can scroll", () => {
    expect(figure.tagName).toBe("figure")
    expect(figure.properties).toEqual({ dataDiagram: "" })
    const [region, caption] = figure.children!
    expect(region.tagName).toBe("section")
    expect(region.properties).toEqual({ ariaLabel: "Diagram: A write", tabIndex: 0 })
    expect(caption.tagName).toBe("figcaption")
    expect(textOf(caption)).toBe("A write")
  })

  it("names the drawing with a title and describes it with a desc, as an image", () => {
    expect(svg.properties).toMatchObject({ role: "img", ariaLabelledBy: "diagram-7-title", ariaDescribedBy: "diagram-7-desc" })
    const [title, desc] = svg.children!
    expect(title).toMatchObject({ tagName: "title", properties: { id: "diagram-7-title" } })
    expect(textOf(title)).toBe("A write")
    expect(desc).toMatchObject({ tagName: "desc", properties: { id: "diagram-7-desc" } })
    expect(textOf(desc)).toBe("A write is checked, then stored or refused.")
  })

  it("keeps its size for the page to reserve (a viewBox, whole-pixel width and height), that at which its smallest label is 13 px", () => {
    const { viewBox, width, height } = svg.properties as { viewBox: string; width: number; height: number }
    const [, , boxWidth, boxHeight] = viewBox.split(" ").map(Number)
    expect(Number.isInteger(width) && Number.isInteger(height)).toBe(true)
    // The library sets edge labels ("yes", "no") at 11 of its units: shown 13/11 larger.
    expect(smallestFont(svg as TreeNode)).toBe(11)
    expect(Math.abs(width - (boxWidth * 13) / 11)).toBeLessThan(1)
    expect(Math.abs(height - (boxHeight * 13) / 11)).toBeLessThan(1)
    expect((11 * width) / boxWidth).toBeGreaterThanOrEqual(DIAGRAM_LABEL_MIN_PX - 0.05)
  })

  it("is shown larger only when its text is smaller than 13 px, never smaller than drawn", () => {
    expect(diagramScale(11)).toBeCloseTo(13 / 11)
    expect(diagramScale(13)).toBe(1)
    expect(diagramScale(16)).toBe(1)
    expect(diagramScale(undefined)).toBe(1)
  })

  it("has no style element, no style attribute and no web font: the strict policy holds, colours are the theme's variables", () => {
    expect(nodes.some((node) => node.tagName === "style" || node.tagName === "script")).toBe(false)
    expect(nodes.filter((node) => node.properties && "style" in node.properties)).toEqual([])
    expect(JSON.stringify(figure)).not.toMatch(/fonts\.googleapis|@import/)
    const fills = nodes.map((node) => node.properties?.fill).filter((fill): fill is string => typeof fill === "string" && fill !== "none")
    expect(fills.length).toBeGreaterThan(0)
    expect(fills.every((fill) => fill.startsWith("var(--"))).toBe(true)
  })

  it("prefixes its ids and the references to them, so two diagrams on a page share none", () => {
    const ids = nodes.map((node) => node.properties?.id).filter(Boolean) as string[]
    expect(ids.length).toBeGreaterThan(2)
    expect(ids.every((id) => id.startsWith("diagram-7-"))).toBe(true)
    const refs = JSON.stringify(figure).match(/url\(#[^)]+\)/g) ?? []
    expect(refs.length).toBeGreaterThan(0)
    expect(refs.every((ref) => ref.startsWith("url(#diagram-7-"))).toBe(true)
  })

  it("drops the library's classes and data attributes and rounds its coordinates to 0.1 px", () => {
    expect(nodes.filter((node) => node.properties && "className" in node.properties)).toEqual([])
    expect(nodes.some((node) => Object.keys(node.properties ?? {}).some((key) => /^data[A-Z]/.test(key) && key !== "dataDiagram"))).toBe(false)
    expect(JSON.stringify(figure)).not.toMatch(/\d\.\d{2,}/)
  })

  it("refuses text that holds no svg", () => {
    expect(() => diagramFigure("<p>no</p>", { title: "t", desc: "d", id: "x" })).toThrow("no <svg>")
  })
})

describe("a mermaid block in a page", () => {
  const page = (meta: string, source = FLOW) => `Intro.\n\n\`\`\`mermaid ${meta}\n${source}\n\`\`\`\n`

  it("becomes the figure in the page's tree, not a code block", () => {
    const { tree } = compileMdx(page('title="A write" desc="Checked, then stored."'), "guide.mdx", 3)
    const nodes = all(tree as unknown as Node)
    expect(nodes.some((node) => node.tagName === "pre")).toBe(false)
    const figure = nodes.find((node) => node.tagName === "figure")!
    // Ids carry the block's line in the body, unique on its page.
    expect(all(figure).find((node) => node.tagName === "title")!.properties!.id).toBe("diagram-3-title")
  })

  it("without a title or a desc fails the build at its file and line", () => {
    for (const meta of ['title="A write"', 'desc="Checked."', ""]) {
      let error: unknown
      try {
        compileMdx(page(meta), "guides/write.mdx", 3)
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(MdxCompileError)
      expect((error as Error).message).toBe('guides/write.mdx:6 a mermaid diagram needs title="…" (its caption) and desc="…" (what it shows, in words)')
    }
  })

  it("that can't be drawn fails the build at the diagram's first line, quoting it", () => {
    expect(() => compileMdx(page('title="A write" desc="Checked."', "a flowchart, in words"), "guides/write.mdx", 3)).toThrow(
      /^guides\/write\.mdx:7 the mermaid diagram can't be drawn: .*"a flowchart, in words"/,
    )
  })

  it("leaves other languages' blocks as code", () => {
    const { tree } = compileMdx("```text\nflowchart TD\n  a --> b\n```\n", "t.mdx")
    expect(all(tree as unknown as Node).some((node: TreeNode | Node) => (node as Node).tagName === "pre")).toBe(true)
  })
})
