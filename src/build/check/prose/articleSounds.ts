// "a" or "an" goes by the sound that follows, not the letter: "an `Inventory`", "an `ID`" (eye-dee), "an `update`",
// but "a `uuid`", "a `unique` field", "a `URL`" (you-are-ell), "a `one-time` token". The rule reads the start of
// a name the way a reader says it; a name it can't say for sure (`--flag`, `$HOME`, `SQL`) is left alone.

export type Article = "a" | "an"

// Read letter by letter although they hold a vowel (a name without a vowel is read that way too: SDK, HTTP, npm).
const INITIALISMS = new Set([
  "ID", "URL", "URI", "UUID", "API", "UI", "UX", "IP", "OIDC", "IAM", "SSO", "MFA", "AWS",
  "UTF", "EU", "OS", "IO", "OTP", "ACL", "HMAC", "RSA", "ETL", "SLA", "UTC", "IDE", "ETA",
])
// Said both ways ("a sequel", "an ess-cue-ell"; "a skew", "an ess-kay-you").
const EITHER = new Set(["SQL", "SKU", "FAQ"])
// Letters whose name starts with a vowel sound: "an SDK" (ess), "an HCL" (aitch), "an MCP" (em), "an XML" (ex).
const VOWEL_LETTER_NAMES = "AEFHILMNORSX"
// Vowel letters that sound like "you" or "wuh": a user, a unique, a uuid, a one-off, a European.
const CONSONANT_SOUND = /^(?:uni(?![nm])|us[aeiu]|ut[eil]|uu|url|uri|urn|ura|ubi|uint|utf|eu|ewe|one(?![rd])|once)/
// An h that isn't sounded: an hour, an honest answer.
const SILENT_H = /^(?:hour|honest|honor|honour|heir)/

const byLetterName = (letter: string): Article => (VOWEL_LETTER_NAMES.includes(letter.toUpperCase()) ? "an" : "a")

function byWord(word: string): Article {
  const lower = word.toLowerCase()
  if (/^[aeiou]/.test(lower)) return CONSONANT_SOUND.test(lower) ? "a" : "an"
  if (SILENT_H.test(lower)) return "an"
  // x- names and x alone are read "ex": an x-api-key header.
  if (/^x(?![aeiouy])/.test(lower)) return "an"
  return "a"
}

// "an 8", "an 11", "an 18", "an 800", "an 18,000"; every other number starts with a consonant sound.
const byNumber = (digits: string): Article => (/^8|^1[18](?:,?\d{3})*$/.test(digits) ? "an" : "a")

/** The article a name takes, by how its start is said; undefined when that isn't sure. */
export function articleFor(name: string): Article | undefined {
  const number = /^\d[\d,]*/.exec(name)?.[0]
  if (number) return byNumber(number)
  const letters = /^[A-Za-z]+/.exec(name)?.[0]
  if (!letters) return undefined
  // Capitals first: an acronym (IDs, HTTPRequest, URLs) or a constant (SHIP_NOTIFY, INTERNAL).
  const capitals = /^[A-Z]*/.exec(letters)![0]
  if (capitals.length >= 2) {
    const acronym = capitals.length < letters.length && letters[capitals.length] !== "s" ? capitals.slice(0, -1) : capitals
    if (acronym.length >= 2) {
      if (EITHER.has(acronym)) return undefined
      if (INITIALISMS.has(acronym) || !/[AEIOUY]/.test(acronym)) return byLetterName(acronym[0])
      return byWord(acronym)
    }
  }
  const word = /^[A-Za-z][a-z]*/.exec(letters)![0]
  // A letter alone, or letters without a vowel, are read by their names: an `f`, an `npm` package.
  if (word.length === 1 || !/[aeiouy]/i.test(word)) return byLetterName(word[0])
  return byWord(word)
}
