import { isStopWord } from "./stopWords"

/**
 * A word as readers type it and as code spells it: letters and digits, joined by `-`, `_` or `.`
 * when the joiner stands between two of them (`X-Supplier-Signature`, `authorization_url`,
 * `event.data.id`, `oidc-client-ts`). A sentence's full stop is not a joiner ("end. Next").
 */
const TOKEN = /[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu

/** Identifiers longer than this are hashes or encoded data, not something a reader types. */
export const MAX_TERM_LENGTH = 48

/** One token of a text: its whole lowercase form, and its parts when it is a compound identifier. */
export interface Token {
  /** Lowercase, as indexed: "x-supplier-signature", "synccursors". */
  term: string
  /** The identifier's words, lowercase ("x-supplier-signature" → supplier, signature); empty for a plain word. */
  parts: string[]
  /** Where the token stands in the text, for highlighting. */
  start: number
  end: number
}

/**
 * The words of an identifier: each piece between joiners, and each camelCase word of a piece
 * (`auth.getIdToken` → auth, getidtoken, get, id, token; `XMLHttpRequest` → xml, http, request).
 */
export function identifierParts(raw: string): string[] {
  // A UUID is found whole, or by its first group: the short ID a host name carries (inventory-7d3a91c2).
  if (UUID.test(raw)) return [raw.slice(0, 8).toLowerCase()]
  const pieces = raw.split(/[-_.]/).filter(Boolean)
  const words = pieces.flatMap((piece) => {
    // A hexadecimal group of an ID ("00b1eafd" of a UUID) has no words in it: "eafd" is nothing a reader types.
    const camel = HEX_GROUP.test(piece) ? [] : (piece.match(/\p{Lu}+(?![\p{Ll}])|\p{Lu}?[\p{Ll}]+|\p{N}+|[\p{L}\p{N}]+/gu) ?? [])
    return [...(pieces.length > 1 ? [piece] : []), ...(camel.length > 1 ? camel : [])]
  })
  const whole = raw.toLowerCase()
  // One-letter parts ("x" of X-Supplier) match too much; the whole term says itself already.
  return [...new Set(words.map((word) => word.toLowerCase()))].filter((word) => word.length > 1 && word !== whole)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// Hex digits with at least one digit and one letter: a group of a UUID, a hash or a colour.
const HEX_GROUP = /^(?=.*\d)(?=.*[a-f])[0-9a-f]+$/i

// A word of lowercase letters only, most of any text, has no parts: no need to look for them.
const PLAIN_WORD = /^\p{Ll}+$/u

/** The tokens of `text` one by one, in order (a reader that stops early does not pay for the rest). */
export function* tokens(text: string): Generator<Token> {
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0]
    const term = raw.toLowerCase()
    if (term.length > MAX_TERM_LENGTH || isStopWord(term)) continue
    const start = match.index ?? 0
    const parts = PLAIN_WORD.test(raw) ? [] : identifierParts(raw).filter((part) => !isStopWord(part))
    yield { term, parts, start, end: start + raw.length }
  }
}

/** Every token of `text`, in order, with its parts; stop words and overlong tokens are left out. */
export function tokenize(text: string): Token[] {
  return [...tokens(text)]
}

/** One word of a query: its whole term, and its parts, either of which may answer it. */
export interface QueryWord {
  term: string
  parts: string[]
}

/** The words of a query as the index holds them (at most the first 512 characters are read). */
export function queryWords(query: string): QueryWord[] {
  return tokenize(query).map(({ term, parts }) => ({ term, parts }))
}

/** A query ending in a word of one letter or digit: the reader has just begun that word and most likely types on. */
export function beginsWord(query: string): boolean {
  return /(^|[^\p{L}\p{N}])[\p{L}\p{N}]$/u.test(query)
}
