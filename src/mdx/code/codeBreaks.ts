// Where inline code may break across lines. A name or a type (`ProductCreateInput!`, `workspace_id`, `us-west-1`)
// stays on one line: inline code does not wrap (white-space: nowrap in the article's styles), so a token moves to
// the next line whole instead of reading "Produc / tCreat / eInput". Two kinds of code wrap, and only at their own
// boundaries:
//  - code with spaces (`stratactl manifest plan -m workspace.cue`) wraps at its spaces; each word that holds
//    punctuation, where a browser would also break (after `-`, `/`, `}`), is kept whole;
//  - a token too long for a phone's line (`services.<key>.types.<key>.fields.<key>.type`) is one box (an inline
//    block as wide as the line at most): it moves to the next line whole when that is enough, and only when it is
//    wider than the line it breaks, after its separators (`.`, `_`, `-`, `/`, `:`, `,`, `=`, `&`, `?`) or before a
//    bracket, and at a capital only when it has none of those.

/**
 * The longest token kept on one line whatever the width: at 375 px a line of inline code in a nested list holds
 * about 32 characters, so anything this long still fits there.
 */
export const UNBROKEN_CODE = 30

/** A run of text, a word kept whole, a place the line may break (a `<wbr>`), or a long word in one box with its breaks. */
export type CodePiece = { text: string } | { whole: string } | { wbr: true } | { long: CodePiece[] }

export interface CodeLayout {
  /**
   * false: one short token, kept on one line. "long": one long token, a box that breaks inside only when wider than
   * the line. "spaces": code with spaces, which wraps at them.
   */
  wraps: false | "long" | "spaces"
  pieces: CodePiece[]
}

const SEPARATOR_AFTER = /([._/:,=&?|-])(?=[^._/:,=&?|-])/g
const BRACKET_BEFORE = /(?<=[^\s([{<])(?=[([{<])/g
const CAPITAL = /(?<=[a-z0-9])(?=[A-Z])/g

/** The places a long token may break, as offsets into it: after separators and before brackets, else at capitals. */
export function tokenBreaks(token: string): number[] {
  const at = (pattern: RegExp, shift: number) => [...token.matchAll(pattern)].map((match) => match.index! + shift)
  const separators = [...at(SEPARATOR_AFTER, 1), ...at(BRACKET_BEFORE, 0)]
  const breaks = separators.length > 0 ? separators : at(CAPITAL, 0)
  // Never twice at one place, and never leaving one character alone at either end (a line of just "/").
  return [...new Set(breaks)].filter((offset) => offset > 1 && offset < token.length - 1).sort((a, b) => a - b)
}

function longToken(token: string): CodePiece[] {
  const pieces: CodePiece[] = []
  let start = 0
  for (const offset of tokenBreaks(token)) {
    pieces.push({ text: token.slice(start, offset) }, { wbr: true })
    start = offset
  }
  pieces.push({ text: token.slice(start) })
  return pieces
}

/** Consecutive text pieces become one, so the tree holds as few nodes as it can. */
function merged(pieces: CodePiece[]): CodePiece[] {
  const out: CodePiece[] = []
  for (const piece of pieces) {
    const last = out[out.length - 1]
    if ("text" in piece && last && "text" in last) out[out.length - 1] = { text: last.text + piece.text }
    else if (!("text" in piece) || piece.text) out.push(piece)
  }
  return out
}

/**
 * How a piece of inline code is laid out: kept on one line, or its pieces with where each may break. A token of up to
 * UNBROKEN_CODE characters never breaks, in a table cell too (`PERMISSION_DENIED` read as "PERMISSION_ / DENIED"
 * looks like two words): a column is as wide as its longest such token, and a table wider than the page scrolls in
 * its region, whose edge shades say so.
 */
export function codeLayout(code: string): CodeLayout {
  if (!/\s/.test(code)) {
    return code.length <= UNBROKEN_CODE ? { wraps: false, pieces: [{ text: code }] } : { wraps: "long", pieces: longToken(code) }
  }
  const pieces = code.split(/(\s+)/).flatMap((part): CodePiece[] => {
    if (!part || /^\s+$/.test(part)) return [{ text: part }]
    if (part.length > UNBROKEN_CODE) return [{ long: longToken(part) }]
    // A browser breaks only at punctuation inside a word: a word of letters and digits needs no wrapper.
    return /^[\p{L}\p{N}]+$/u.test(part) ? [{ text: part }] : [{ whole: part }]
  })
  return { wraps: "spaces", pieces: merged(pieces) }
}

/**
 * A title's words with break points at their own boundaries (`strata_pipeline_/resolver resource`), so a long
 * name breaks there rather than anywhere (a title's type is large: at 375 px a line holds about 16 characters).
 * Prose around it flows as usual: a title's long name mostly starts its line, and then breaking at the last
 * boundary that fits reads best.
 */
export function titlePieces(title: string): CodePiece[] {
  return merged(title.split(/(\s+)/).flatMap((part): CodePiece[] => (part.length > 12 ? longToken(part) : [{ text: part }])))
}
