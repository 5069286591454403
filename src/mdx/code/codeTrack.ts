import { canonicalLanguage, LANGUAGE_ALIASES, languageLabel } from "./languages"

/** What the rule reads from a tab of a CodeGroup: the fence's language, its title and an explicit `track`. */
export interface CodeTab {
  language?: string
  title?: string
  track?: string
}

/**
 * Languages whose code is itself the variant a reader picks (Terraform or CUE, TypeScript or JavaScript).
 * Shell, text and data formats are missing on purpose: they carry every variant (a CUE command and a
 * Terraform command are both bash), so they say nothing about which one a tab is.
 */
const LANGUAGE_TRACKS: Record<string, string> = {
  hcl: "terraform",
  cue: "cue",
  typescript: "typescript",
  tsx: "typescript",
  javascript: "javascript",
  jsx: "javascript",
  python: "python",
  go: "go",
  http: "http",
  graphql: "graphql",
}

/** Tools a tab may be named after that are not languages. */
const TOOL_TRACKS = ["curl", "stratactl"]

// Every name a title may give a track by: the track, its language, the language's label and aliases.
const TRACK_NAMES = new Map<string, string>(TOOL_TRACKS.map((tool) => [tool, tool]))
for (const [language, track] of Object.entries(LANGUAGE_TRACKS)) {
  for (const name of [track, language, languageLabel(language)]) TRACK_NAMES.set(name.toLowerCase(), track)
}
for (const [alias, language] of Object.entries(LANGUAGE_ALIASES)) {
  if (LANGUAGE_TRACKS[language]) TRACK_NAMES.set(alias, LANGUAGE_TRACKS[language])
}

const trackOfLanguage = (language: string | undefined) => LANGUAGE_TRACKS[canonicalLanguage(language)]

/** "main.tf", "inventory.cue and supplier.cue": the one track of every file named, if they agree. */
function trackOfFileNames(title: string): string | undefined {
  const extensions = [...title.matchAll(/[\w-]\.([a-z]+)\b/gi)].map((match) => match[1].toLowerCase())
  const tracks = new Set(extensions.map((extension) => trackOfLanguage(extension)))
  const [track] = tracks
  return tracks.size === 1 ? track : undefined
}

/** A writer's `track="…"` as a stored word: a known name becomes its track, anything else a lowercase slug. */
function normalizeTrack(track: string): string | undefined {
  const lower = track.trim().toLowerCase()
  return TRACK_NAMES.get(lower) ?? (lower.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || undefined)
}

/**
 * The track of a tab: the variant of the docs it belongs to, shared by every group that offers it.
 * An explicit `track` wins; then a title naming a track ("Terraform", "cURL") or files of one
 * ("main.tf"); then, for an untitled tab or a title that is neither ("Plan"), its language when the
 * language is a variant (hcl → terraform). Otherwise none: a free title over shell or data code
 * ("Authorization code") is a choice inside its group only.
 */
export function trackOf({ language, title, track }: CodeTab): string | undefined {
  const explicit = track ? normalizeTrack(track) : undefined
  if (explicit) return explicit
  const name = title?.trim().toLowerCase()
  if (name) {
    const named = TRACK_NAMES.get(name) ?? trackOfFileNames(name)
    if (named) return named
  }
  return trackOfLanguage(language)
}
