import { codeLayout, tokenBreaks, UNBROKEN_CODE, type CodePiece } from "../../../src/mdx/code/codeBreaks"

/** The text the pieces stand for: what a reader copies. */
const textOf = (pieces: CodePiece[]): string =>
  pieces
    .map((piece) => {
      if ("wbr" in piece) return ""
      if ("whole" in piece) return piece.whole
      if ("long" in piece) return textOf(piece.long)
      return piece.text
    })
    .join("")

/** A long token's pieces: its parts between breaks, with a `<wbr>` between each two. */
const broken = (...parts: string[]): CodePiece[] => parts.flatMap((text, index) => (index ? [{ wbr: true as const }, { text }] : [{ text }]))

const SERVICES_PATH = "services.<key>.types.<key>.fields.<key>.type"
const SECRET_ROUTE = "/workspaces/{workspaceId}/vaults/{vault}/secrets/{secret}/value"
const CAMEL = "ProductBulkUpsertResultConnectionEdge"
const THIRTY = "strata_workspace_member_roles1"

describe("UNBROKEN_CODE", () => {
  it("is 30 characters", () => {
    expect(UNBROKEN_CODE).toBe(30)
  })
})

describe("tokenBreaks", () => {
  it("breaks after each separator and before each bracket, once at each place", () => {
    expect(tokenBreaks(SERVICES_PATH)).toEqual([9, 15, 21, 27, 34, 40])
    expect(tokenBreaks(SECRET_ROUTE)).toEqual([12, 26, 33, 41, 49, 58])
  })

  it.each([
    [".", "ab.cd", [3]],
    ["_", "ab_cd", [3]],
    ["-", "ab-cd", [3]],
    ["/", "ab/cd", [3]],
    [":", "ab:cd", [3]],
    [",", "ab,cd", [3]],
    ["=", "ab=cd", [3]],
    ["&", "ab&cd", [3]],
    ["?", "ab?cd", [3]],
    ["|", "ab|cd", [3]],
    ["(", "ab(cd", [2]],
    ["[", "ab[cd", [2]],
    ["{", "ab{cd", [2]],
    ["<", "ab<cd", [2]],
  ])("breaks at %s", (_separator, token, breaks) => {
    expect(tokenBreaks(token)).toEqual(breaks)
  })

  it("never breaks before a closing bracket or after one", () => {
    expect(tokenBreaks("a)b]c}d>e")).toEqual([])
  })

  it("breaks only after the last of a run of separators", () => {
    expect(tokenBreaks("ab::cd")).toEqual([4])
    expect(tokenBreaks("ab.-_cd")).toEqual([5])
  })

  it("breaks before only the first of a run of brackets", () => {
    expect(tokenBreaks("fn(([xy")).toEqual([2])
  })

  it("breaks at capitals only when the token has no separator or bracket", () => {
    expect(tokenBreaks(CAMEL)).toEqual([7, 11, 17, 23, 33])
    expect(tokenBreaks("Product2Bulk")).toEqual([8])
    // One separator is enough to leave the capitals whole.
    expect(tokenBreaks("ProductBulkUpsert.resultConnectionEdge")).toEqual([18])
    expect(tokenBreaks("productBulk(upsertResult)")).toEqual([11])
    // No break between two capitals, nor in a word without capitals.
    expect(tokenBreaks("HTTPServer")).toEqual([])
    expect(tokenBreaks("lowercase")).toEqual([])
  })

  it("never breaks at either end, nor leaves one character alone there (a line of just \"/\")", () => {
    expect(tokenBreaks("services.name.")).toEqual([9])
    expect(tokenBreaks("(services)")).toEqual([])
    expect(tokenBreaks("[ab].cd")).toEqual([5])
    expect(tokenBreaks("/workspaces/x")).toEqual([])
    expect(tokenBreaks("/workspaces/xy")).toEqual([12])
    expect(tokenBreaks("a.b")).toEqual([])
    expect(tokenBreaks("a.")).toEqual([])
    expect(tokenBreaks("<a")).toEqual([])
    expect(tokenBreaks("")).toEqual([])
  })

  it("never breaks twice at one place (a separator before a bracket)", () => {
    expect(tokenBreaks("a/(b")).toEqual([2])
    expect(tokenBreaks("a.<b>.{c}")).toEqual([2, 6])
  })

  it("returns the breaks in order", () => {
    const breaks = tokenBreaks("a(b.c[d_e{f")
    expect(breaks).toEqual([4, 5, 8, 9])
    expect([...breaks].sort((x, y) => x - y)).toEqual(breaks)
  })
})

describe("codeLayout", () => {
  it.each(["ProductCreateInput!", "workspace_id", "us-west-1", THIRTY, "a".repeat(30)])("keeps %s whole on one line", (token) => {
    expect(codeLayout(token)).toEqual({ wraps: false, pieces: [{ text: token }] })
  })

  it("keeps a token of exactly 30 characters whole and breaks one of 31", () => {
    expect(THIRTY).toHaveLength(30)
    expect(codeLayout(THIRTY).wraps).toBe(false)
    const longer = THIRTY + "x"
    expect(longer).toHaveLength(31)
    expect(codeLayout(longer)).toEqual({ wraps: "long", pieces: broken("strata_", "workspace_", "member_", "roles1x") })
  })

  it("makes a long path one box with its breaks after separators and before brackets", () => {
    expect(codeLayout(SERVICES_PATH)).toEqual({
      wraps: "long",
      pieces: broken("services.", "<key>.", "types.", "<key>.", "fields.", "<key>.", "type"),
    })
    expect(codeLayout(SECRET_ROUTE)).toEqual({
      wraps: "long",
      pieces: broken("/workspaces/", "{workspaceId}/", "vaults/", "{vault}/", "secrets/", "{secret}/", "value"),
    })
  })

  it("breaks a long name at its capitals when it has no separator", () => {
    expect(CAMEL.length).toBeGreaterThan(30)
    expect(codeLayout(CAMEL)).toEqual({ wraps: "long", pieces: broken("Product", "Bulk", "Upsert", "Result", "Connection", "Edge") })
  })

  it("leaves a long token with no boundary in one piece", () => {
    const token = "x".repeat(40)
    expect(codeLayout(token)).toEqual({ wraps: "long", pieces: [{ text: token }] })
  })

  it("wraps code with spaces at them: plain words as text, punctuated words whole, text runs merged", () => {
    expect(codeLayout("stratactl manifest plan -m workspace.cue")).toEqual({
      wraps: "spaces",
      pieces: [{ text: "stratactl manifest plan " }, { whole: "-m" }, { text: " " }, { whole: "workspace.cue" }],
    })
    expect(codeLayout("ORDER BY name")).toEqual({ wraps: "spaces", pieces: [{ text: "ORDER BY name" }] })
    expect(codeLayout("a  b\tc")).toEqual({ wraps: "spaces", pieces: [{ text: "a  b\tc" }] })
  })

  it("keeps leading and trailing spaces without empty pieces", () => {
    expect(codeLayout(" -m ")).toEqual({ wraps: "spaces", pieces: [{ text: " " }, { whole: "-m" }, { text: " " }] })
  })

  it("treats letters of any script and digits as plain words", () => {
    expect(codeLayout("café 42 naïve")).toEqual({ wraps: "spaces", pieces: [{ text: "café 42 naïve" }] })
  })

  it("makes a long word in code with spaces one box of its own", () => {
    expect(codeLayout(`stratactl get ${SERVICES_PATH} -o json`)).toEqual({
      wraps: "spaces",
      pieces: [
        { text: "stratactl get " },
        { long: broken("services.", "<key>.", "types.", "<key>.", "fields.", "<key>.", "type") },
        { text: " " },
        { whole: "-o" },
        { text: " json" },
      ],
    })
    // A word of exactly 30 characters among spaces stays whole.
    expect(codeLayout(`get ${THIRTY}`)).toEqual({ wraps: "spaces", pieces: [{ text: "get " }, { whole: THIRTY }] })
  })

  it("keeps a token of up to 30 characters whole wherever it is, a table cell too", () => {
    // Read as two words when broken: "PERMISSION_ / DENIED", "reorder / Point".
    for (const token of ["PERMISSION_DENIED", "reorderPoint", "workspaceId", THIRTY]) expect(codeLayout(token)).toEqual({ wraps: false, pieces: [{ text: token }] })
  })

  describe("keeps the text exactly", () => {
    const samples = [
      "",
      " ",
      "ProductCreateInput!",
      "workspace_id",
      "us-west-1",
      THIRTY,
      THIRTY + "x",
      SERVICES_PATH,
      SECRET_ROUTE,
      CAMEL,
      "PERMISSION_DENIED",
      "secretmanager",
      "stratactl manifest plan -m workspace.cue",
      `stratactl get ${SERVICES_PATH} -o json`,
      "  leading and trailing  ",
      "a\tb\nc",
      "query { products(query: { sku: { eq: \"<sku>\" } }) { totalCount } }",
      "https://api.strata.dev/v1/workspaces?filter=name&limit=10|20",
      "() => Promise<string>",
      "[...string]",
      "_",
      "....",
      "((((((((((((((((((((((((((((((((",
      "a.".repeat(20),
      "Ab".repeat(20),
      "emoji🙂.and.astral𝒳.characters.here.x",
    ]

    it.each(samples.map((sample) => [JSON.stringify(sample), sample]))("%s", (_name, sample) => {
      expect(textOf(codeLayout(sample).pieces)).toBe(sample)
    })

    it("over 2,000 generated strings", () => {
      const alphabet = "abcXYZ019._-/:,=&?|([{<>}]) \t!\"'`#*+~"
      let seed = 43
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31
        return seed / 2 ** 31
      }
      for (let i = 0; i < 2000; i++) {
        const length = Math.floor(random() * 70)
        const sample = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("")
        {
          const layout = codeLayout(sample)
          expect(textOf(layout.pieces)).toBe(sample)
          // Breaks are inside a token, never at its ends, and never two in a row.
          const flat = (pieces: CodePiece[]): CodePiece[] => pieces.flatMap((piece) => ("long" in piece ? flat(piece.long) : [piece]))
          const pieces = flat(layout.pieces)
          if (pieces.length) {
            expect("wbr" in pieces[0]).toBe(false)
            expect("wbr" in pieces[pieces.length - 1]).toBe(false)
          }
          pieces.forEach((piece, index) => {
            if ("wbr" in piece) expect("wbr" in pieces[index + 1]).toBe(false)
          })
        }
      }
    })
  })
})
