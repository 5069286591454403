import { createHash } from "crypto"
import { createPageCompiler, pageCompilers } from "../../../src/build/compile/pageCompiler"

const node = (body: string, digest = "d1") => ({ id: "p", body, internal: { contentDigest: digest, contentFilePath: "/site/content/docs/p.mdx" } })

describe("createPageCompiler", () => {
  it("links inline code that names a type, with the links it was given", () => {
    const linked = createPageCompiler(new Map([["Product", "/reference/graphql/product"]])).elements(node("Uses `Product`.\n"), 0)
    const plain = createPageCompiler(new Map()).elements(node("Uses `Product`.\n"), 0)
    expect(JSON.stringify(linked)).toContain("/reference/graphql/product")
    expect(JSON.stringify(plain)).not.toContain("/reference/graphql/product")
  })

  it("compiles a page once per text, whatever digest its node carries", () => {
    const compiler = createPageCompiler(new Map())
    const first = compiler.compiled(node("## A\n"), 0)
    expect(compiler.compiled(node("## A\n", "d2"), 0)).toBe(first)
    // A node whose digest stayed while its text changed (the file system plugin keeps a digest per mtime and inode).
    expect(compiler.compiled(node("## B\n"), 0).headings[0].text).toBe("B")
    expect(compiler.compiled(node("## A\n"), 0)).toBe(first)
  })

  it("gives every reader of a page's tree its own copy, and a digest of its element records", () => {
    const compiler = createPageCompiler(new Map())
    const page = compiler.compiled(node("## A\n\nText.\n"), 0)
    const mine = page.tree
    mine.children = []
    expect(page.tree.children?.length).toBeGreaterThan(0)
    expect(page.tree).not.toBe(page.tree)
    expect(compiler.elementsDigest(node("## A\n\nText.\n"), 0)).toBe(createHash("sha1").update(JSON.stringify(compiler.elements(node("## A\n\nText.\n"), 0))).digest("hex"))
  })

  it("places problems at the file's line", () => {
    expect(() => createPageCompiler(new Map()).compiled(node("\nA {x}\n"), 4)).toThrow(/p\.mdx:6/)
  })
})

describe("pageCompilers", () => {
  it("keeps one compiler while the schema text stays the same, and makes a new one when it changes", () => {
    const linksOf = jest.fn((text: string) => new Map([[text, "/x"]]))
    const compilers = pageCompilers(linksOf)
    const first = compilers.forSchema("type A")
    expect(compilers.forSchema("type A")).toBe(first)
    expect(compilers.forSchema("type B")).not.toBe(first)
    expect(compilers.forSchema(undefined)).not.toBe(first)
    expect(linksOf).toHaveBeenCalledTimes(2)
  })
})

describe("a compiler with a page store", () => {
  const { diskPageStore } = jest.requireActual("../../../src/build/kernel/pageStore") as typeof import("../../../src/build/kernel/pageStore")
  const fs = jest.requireActual("fs") as typeof import("fs")
  const os = jest.requireActual("os") as typeof import("os")
  const path = jest.requireActual("path") as typeof import("path")
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-pages-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("compiles a page once across compilers (processes, builds) and reads it back the same", () => {
    const store = diskPageStore(dir, "v1")
    const writes = jest.spyOn(store, "write")
    const first = createPageCompiler(new Map(), store).elements(node("## Kept\n"), 0)
    const second = createPageCompiler(new Map(), store).elements(node("## Kept\n"), 0)
    expect(second).toEqual(first)
    expect(writes).toHaveBeenCalledTimes(1)
  })

  it("reads back only the text it was given: a node that kept its digest through an edit is compiled again", () => {
    const store = diskPageStore(dir, "v1")
    createPageCompiler(new Map(), store).compiled(node("## Before the edit\n", "same"), 0)
    expect(createPageCompiler(new Map(), store).compiled(node("## Fixed\n", "same"), 0).headings.map((h) => h.text)).toEqual(["Fixed"])
  })

  it("keeps only the outline in memory and reads the tree and element records back from the store, compiling again when they are gone", () => {
    const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "strata-pages-"))
    const store = diskPageStore(pagesDir, "v1")
    const compiler = createPageCompiler(new Map(), store)
    const page = compiler.compiled(node("## Read back\n\nFrom the store.\n", "d5"), 0)
    const reads = jest.spyOn(store, "read")
    expect(JSON.stringify(page.tree)).toContain("Read back")
    expect(JSON.stringify(compiler.elements(node("## Read back\n\nFrom the store.\n", "d5"), 0))).toContain("From the store.")
    expect(reads).toHaveBeenCalledTimes(2)
    fs.rmSync(pagesDir, { recursive: true, force: true })
    expect(JSON.stringify(page.tree)).toContain("Read back")
  })

  it("compiles again when the compiler's version, the page or the type links change", () => {
    const store = diskPageStore(dir, "v1")
    const writes = jest.spyOn(store, "write")
    createPageCompiler(new Map(), store).compiled(node("## Kept\n"), 0)
    createPageCompiler(new Map(), diskPageStore(dir, "v2")).compiled(node("## Kept\n"), 0)
    createPageCompiler(new Map(), store).compiled(node("## Changed\n", "d9"), 0)
    const linked = createPageCompiler(new Map([["Kept", "/k"]]), store).compiled(node("`Kept`\n", "d3"), 0)
    expect(writes).toHaveBeenCalledTimes(2)
    expect(JSON.stringify(linked.tree)).toContain("/k")
  })
})
