import { firstFrameTarget } from "../../src/layout/firstFrame"
import { FIRST_FRAME_AFTER } from "../../src/ui/pageIds"
import { FRAGMENT, type ElementNode, type ElementRecord } from "../../src/mdx/elementTree"
import { FIRST_DEFERRED_BLOCK } from "../../src/theme/tokens"

const p = (text: string): ElementRecord => ({ type: "p", children: [text] })
const h = (type: string, id: string): ElementRecord => ({ type, props: { id }, children: [id] })
// The page's body as the template gets it: a fragment of blocks with newlines between them.
const body = (...blocks: ElementRecord[]): ElementNode => ({ type: FRAGMENT, children: blocks.flatMap((block) => [block, "\n"]) })
// The article's children are the title and then the body's blocks: this many blocks come before the deferred ones.
const shown = FIRST_DEFERRED_BLOCK - 2

describe("firstFrameTarget", () => {
  it("is the first heading among the article's deferred blocks", () => {
    const blocks = [h("h2", "early"), ...Array.from({ length: shown - 1 }, (_, n) => p(`p${n}`)), h("h3", "first-deferred"), p("later"), h("h2", "later-heading")]
    expect(firstFrameTarget(body(...blocks))).toBe("first-deferred")
  })

  it("skips the deferred blocks that are not headings, components included", () => {
    const callout: ElementRecord = { type: "Callout", children: [h("h2", "inside-a-component")] }
    const blocks = [...Array.from({ length: shown }, (_, n) => p(`p${n}`)), callout, p("text"), h("h4", "after")]
    expect(firstFrameTarget(body(...blocks))).toBe("after")
  })

  it("counts blocks, not the text between them", () => {
    const blocks = Array.from({ length: shown - 1 }, (_, n) => p(`p${n}`))
    expect(firstFrameTarget(body(...blocks, h("h2", "not-deferred"), h("h2", "deferred")))).toBe("deferred")
  })

  it("is the element after the page when no deferred block is a heading", () => {
    expect(firstFrameTarget(body(h("h2", "only"), p("short page")))).toBe(FIRST_FRAME_AFTER)
    expect(firstFrameTarget(body(...Array.from({ length: 30 }, (_, n) => p(`p${n}`))))).toBe(FIRST_FRAME_AFTER)
    expect(firstFrameTarget({ type: FRAGMENT })).toBe(FIRST_FRAME_AFTER)
    expect(firstFrameTarget("text")).toBe(FIRST_FRAME_AFTER)
  })
})
