import { identifierParts, queryWords, tokenize } from "../../../src/search/shared/tokenize"

describe("tokenize", () => {
  it.each([
    ["syncCursors", "synccursors", ["sync", "cursors"]],
    ["X-Supplier-Signature", "x-supplier-signature", ["supplier", "signature"]],
    ["authorization_url", "authorization_url", ["authorization", "url"]],
    ["oidc-client-ts", "oidc-client-ts", ["oidc", "client", "ts"]],
    ["REALM_ID", "realm_id", ["realm", "id"]],
    ["XMLHttpRequest", "xmlhttprequest", ["xml", "http", "request"]],
    ["auth.getIdToken", "auth.getidtoken", ["auth", "getidtoken", "get", "id", "token"]],
    ["workspace", "workspace", []],
    ["v2", "v2", []],
  ])("%s is the term %s with parts %j", (raw, term, parts) => {
    expect(tokenize(raw)).toEqual([{ term, parts, start: 0, end: raw.length }])
  })

  it("splits prose at spaces and punctuation; a full stop before a space is not a joiner", () => {
    const terms = tokenize("Rotate the key. Then, call `stratactl manifest apply`!").map((t) => t.term)
    expect(terms).toEqual(["rotate", "key", "call", "stratactl", "manifest", "apply"])
  })

  it("keeps positions for highlighting", () => {
    const [, token] = tokenize("headers['X-Supplier-Signature']")
    expect(token).toMatchObject({ term: "x-supplier-signature", start: 9, end: 29 })
  })

  it("leaves out stop words, but not Strata's own short words", () => {
    expect(tokenize("how do I filter in a list").map((t) => t.term)).toEqual(["filter", "in", "list"])
    expect(tokenize("me and not or first after").map((t) => t.term)).toEqual(["me", "and", "not", "or", "first", "after"])
  })

  it("drops overlong tokens (hashes, encoded data)", () => {
    expect(tokenize(`token ${"a".repeat(60)} end`).map((t) => t.term)).toEqual(["token", "end"])
  })

  it("reads Unicode letters and digits", () => {
    expect(tokenize("Café crème 42").map((t) => t.term)).toEqual(["café", "crème", "42"])
  })
})

describe("identifierParts", () => {
  it("has no parts for a plain word and drops one-letter parts", () => {
    expect(identifierParts("filters")).toEqual([])
    expect(identifierParts("x-api-key")).toEqual(["api", "key"])
  })
})

describe("queryWords", () => {
  it("reads a query as the index holds it", () => {
    expect(queryWords("How do I use syncCursors?")).toEqual([{ term: "use", parts: [] }, { term: "synccursors", parts: ["sync", "cursors"] }])
  })
  it("finds no words in punctuation or markup alone", () => {
    expect(queryWords("<>/?!")).toEqual([])
  })
})

describe("IDs", () => {
  it("a UUID is found whole or by its first group, the short ID of a host name", () => {
    expect(identifierParts("7d3a91c2-5b4e-4f0a-9c8d-2e6f1a0b3c45")).toEqual(["7d3a91c2"])
  })

  it("a hexadecimal group is not split into letters and digits", () => {
    expect(identifierParts("sha-e2b9a7c4")).toEqual(["sha", "e2b9a7c4"])
    expect(identifierParts("getIdToken")).toEqual(["get", "id", "token"])
  })
})
