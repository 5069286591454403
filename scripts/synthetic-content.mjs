// Generates N realistic documentation pages and the navigation tree that lists them (for build and
// search benchmarks). Prose draws words with a Zipf distribution from a vocabulary of about 2,000
// forms, as real text does (a few words everywhere, most words rare); each page has nine sections
// (intro, five h2, three h3) with lists, a table and code whose identifiers mix shared API names with
// names of the page's own.
const STEMS = `strata workspace application namespace schema record field index filter permission pipeline resolver
executor trigger event webhook schedule function secret token identity provider query mutation subscription version
migration deploy region endpoint request response cursor page limit timeout retry validation hook product inventory
order supplier category warehouse location stock shipment carrier invoice customer account user role policy claim
session client credential key vault rotation backup restore snapshot export import upload download file bucket image
cache queue worker job task step stage branch merge release build test log metric alert trace span error status
code header body payload signature digest hash cipher encrypt decrypt sign verify issue expire renew refresh revoke
grant scope audience issuer subject tenant project environment variable setting option default value type enum
scalar object interface union argument parameter result count total sum average minimum maximum sort order group
aggregate join relation reference foreign primary unique constraint default nullable array list map set string
integer float boolean date time zone duration interval cron calendar daily weekly monthly hourly minute second
console dashboard view panel table column row cell chart report summary detail history change diff patch update
create delete read write list get put post fetch send receive deliver process handle parse format render encode
decode compress split join filter match search rank score vector embedding similarity distance threshold batch
bulk upsert insert replace copy move rename archive purge retain expire quota rate burst throttle backoff jitter
latency throughput capacity scale replica shard partition primary secondary failover health probe readiness
liveness deployment rollout rollback canary blue green traffic route domain certificate proxy gateway tunnel
network address port protocol socket stream channel topic message broker consumer producer offset commit
transaction isolation lock conflict version optimistic pessimistic retry idempotent duplicate deduplicate`.split(/\s+/)
const SUFFIXES = ["", "s", "ed", "ing", "er"]
// No "a" or "an": drawn at random they would stand before any word, and the build refuses "an that".
const ENGLISH = `the of to and in is for that with as on by this be are from or can it at you your when each
which not all if its use new more any one after before only also into than then must may should will does has have
same other every first last both either such most some many few about between through during without within
until while where how what why who reads writes runs returns sends keeps holds uses makes takes gives shows
needs lets starts stops waits tries fails works calls checks finds adds removes changes sets clears opens closes`.split(/\s+/)
const VOCABULARY = [...ENGLISH, ...SUFFIXES.flatMap((suffix) => STEMS.map((stem) => stem + suffix))]

/** A small deterministic generator (mulberry32): the same N gives the same site. */
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Zipf: the word of rank r is drawn with probability ∝ 1 / r (cumulative table, binary search).
const CUMULATIVE = (() => {
  let sum = 0
  return VOCABULARY.map((_, rank) => (sum += 1 / (rank + 1)))
})()
function word(next) {
  const target = next() * CUMULATIVE[CUMULATIVE.length - 1]
  let low = 0
  let high = CUMULATIVE.length - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if (CUMULATIVE[middle] < target) low = middle + 1
    else high = middle
  }
  return VOCABULARY[low]
}

function sentence(next, length = 10 + Math.floor(next() * 12)) {
  const words = Array.from({ length }, () => word(next))
  return `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(" ")}.`
}

function paragraph(next, sentences = 3 + Math.floor(next() * 3)) {
  return Array.from({ length: sentences }, () => sentence(next)).join(" ")
}

const capital = (text) => text[0].toUpperCase() + text.slice(1)
const stem = (next) => STEMS[Math.floor(next() * STEMS.length)]
/** An identifier: a shared API name most of the time, a name of this page's own otherwise. */
function identifier(next, seed) {
  const name = `${stem(next)}${capital(stem(next))}`
  return next() < 0.7 ? name : `${name}${seed}`
}

function codeBlock(next, seed) {
  const fn = identifier(next, seed)
  const field = identifier(next, seed)
  const header = `X-${capital(stem(next))}-${capital(stem(next))}`
  return `\`\`\`ts
import { createClient } from "@strata/sdk"

// ${sentence(next, 8)}
export async function ${fn}(client: ReturnType<typeof createClient>, ${field}: string) {
  const response = await client.request("/v1/${stem(next)}s", { headers: { "${header}": ${field} } })
  const { ${identifier(next, seed)}, ${stem(next)}_${stem(next)} } = await response.json()
  return { ${stem(next)}Id: "${stem(next)}-${seed}", ${identifier(next, seed)}: ${next() < 0.5 ? "true" : "false"} }
}
\`\`\``
}

function page(section, index, total) {
  const seed = section * 1000 + index
  const next = random(seed + 1)
  const link = index > 0 ? `[the previous page](/synthetic/section-${section}/page-${index - 1}#usage)` : "[the home page](/)"
  const title = `${capital(stem(next))} ${stem(next)} ${section}.${index}`
  return `---
title: ${title}
description: A generated page for benchmarks, section ${section}, page ${index} of ${total}.
---

${paragraph(next)} See ${link}.

## Overview

${paragraph(next)}

${paragraph(next)}

## Usage

${paragraph(next)}

${codeBlock(next, seed)}

### Options

| Option | Type | Default |
|---|---|---|
| \`${identifier(next, seed)}\` | ${stem(next)} | ${Math.floor(next() * 1000)} |
| \`${stem(next)}_${stem(next)}\` | ${stem(next)} | none |

- ${sentence(next, 8)}
- ${sentence(next, 8)}
- ${sentence(next, 8)}

### Errors

${paragraph(next)}

${codeBlock(next, seed)}

## Limits

${paragraph(next)}

## Troubleshooting

${paragraph(next)}

### Logs

${paragraph(next)}

## Next steps

${paragraph(next)}
`
}

// Shaped like a real documentation tree: groups ▸ sections ▸ pages. Closed sections render no entries, and
// a tree this large opens only the reader's path (OPEN_GROUPS_ROW_LIMIT in src/navigation/expansion.ts).
const PAGES_PER_SECTION = 15
const SECTIONS_PER_GROUP = 10

/** The files of a synthetic site of `count` pages: content/docs/** and content/navigation.ts. */
export function syntheticContent(count, { flat = false } = {}) {
  const home = random(0)
  const files = {
    "content/docs/index.mdx": `---\ntitle: Synthetic home\ndescription: The home page of a generated benchmark site.\n---\n\n${paragraph(home)}\n\n## Start\n\n${paragraph(home)}\n\n## More\n\n${paragraph(home)}\n`,
  }
  const perSection = flat ? 50 : PAGES_PER_SECTION
  const sections = []
  for (let i = 0; i < count - 1; i++) {
    const section = Math.floor(i / perSection)
    const index = i % perSection
    files[`content/docs/synthetic/section-${section}/page-${index}.mdx`] = page(section, index, perSection)
    if (index === 0) sections.push({ title: `Section ${section}`, links: [] })
    sections[section].links.push({ title: `Page ${section}.${index}`, href: `/synthetic/section-${section}/page-${index}` })
  }
  // flat: every section a top-level group of 50 pages.
  const groups = flat
    ? sections
    : Array.from({ length: Math.ceil(sections.length / SECTIONS_PER_GROUP) }, (_, g) => ({
        title: `Group ${g}`,
        links: sections.slice(g * SECTIONS_PER_GROUP, (g + 1) * SECTIONS_PER_GROUP),
      }))
  const tree = [{ title: "Home", links: [{ title: "Home", href: "/" }] }, ...groups]
  files["content/navigation.ts"] = `import type { NavGroup } from "../src/navigation/types"\n\nexport const unlistedRoutes: string[] = []\n\nexport const navigation: NavGroup[] = ${JSON.stringify(tree, null, 1)}\n`
  return files
}
