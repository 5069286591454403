import { tokenize } from "../../src/search/tokenize"
import { warmUpSearchText } from "../../src/search/warmUp"

describe("warming up the search's text code", () => {
  it("runs the tokenizer, snippets and typo check on a sample without throwing, and changes nothing", () => {
    const before = tokenize("getIdToken X-Supplier-Signature")
    expect(() => warmUpSearchText()).not.toThrow()
    expect(tokenize("getIdToken X-Supplier-Signature")).toEqual(before)
  })
})
