import type { NavGroup } from "../../src/navigation/types"

/** A tree of `groups` top-level groups, each of `sections` sections of three pages: /group-G/section-S/page-P. */
export function largeTree(groups: number, sections: number): NavGroup[] {
  return Array.from({ length: groups }, (_, g) => ({
    title: `Group ${g}`,
    links: Array.from({ length: sections }, (_, s) => ({
      title: `Section ${s}`,
      links: Array.from({ length: 3 }, (_, p) => ({ title: `Page ${p}`, href: `/group-${g}/section-${s}/page-${p}` })),
    })),
  }))
}
