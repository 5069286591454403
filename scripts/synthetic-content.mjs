// Generates N realistic documentation pages and the navigation tree that lists them (for build benchmarks).
const WORDS = `strata workspace application namespace schema record field index filter permission pipeline resolver
executor trigger event webhook schedule function secret token identity provider query mutation subscription
version migration deploy region endpoint request response cursor page limit timeout retry validation hook`.split(/\s+/)

function sentence(seed, length = 14) {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length])
  return `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(" ")}.`
}

function paragraph(seed) {
  return Array.from({ length: 5 }, (_, i) => sentence(seed + i)).join(" ")
}

function page(section, index, total) {
  const seed = section * 1000 + index
  const link = index > 0 ? `[the previous page](/synthetic/section-${section}/page-${index - 1}#usage)` : "[the home page](/)"
  return `---
title: Synthetic page ${section}.${index}
description: A generated page for build benchmarks, section ${section}, page ${index} of ${total}.
---

${paragraph(seed)} See ${link}.

## Overview

${paragraph(seed + 1)}

${paragraph(seed + 2)}

## Usage

${paragraph(seed + 3)}

\`\`\`ts
import { createClient } from "@strata/sdk"
const client = createClient({ workspaceId: "ws-${seed}" })
const { products } = await client.query(\`{ products(first: 10) { edges { node { id name } } } }\`)
\`\`\`

### Options

| Option | Type | Default |
|---|---|---|
| \`first\` | integer | 100 |
| \`after\` | cursor | none |

- ${sentence(seed + 4, 8)}
- ${sentence(seed + 5, 8)}
- ${sentence(seed + 6, 8)}

### Errors

${paragraph(seed + 7)}

## Next steps

${paragraph(seed + 8)}
`
}

// Shaped like a real documentation tree: groups ▸ sections ▸ pages (closed sections render no entries).
const PAGES_PER_SECTION = 15
const SECTIONS_PER_GROUP = 10

/** The files of a synthetic site of `count` pages: content/docs/** and content/navigation.ts. */
export function syntheticContent(count, { flat = false } = {}) {
  const files = {
    "content/docs/index.mdx": `---\ntitle: Synthetic home\ndescription: The home page of a generated benchmark site.\n---\n\n${paragraph(1)}\n\n## Start\n\n${paragraph(2)}\n`,
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
  // flat: every section a top-level group, all open on every page (the worst case for HTML size).
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
