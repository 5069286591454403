import type { NavGroup } from "../../src/navigation/types"

/** A small tree with every shape the real one has: groups, nested sections, a linked section, badges. */
export const fixtureTree: NavGroup[] = [
  { title: "Introduction", links: [{ title: "Introduction", href: "/" }] },
  {
    title: "Guides",
    links: [
      { title: "Overview", href: "/guides/overview" },
      {
        title: "Data",
        links: [
          { title: "Filters", href: "/guides/data/filters" },
          { title: "File type", href: "/guides/data/file-type", preview: true },
          { title: "Legacy", href: "/guides/data/legacy", deprecated: true },
        ],
      },
      { title: "CLI", href: "/cli", links: [{ title: "Workspace", href: "/cli/workspace" }] },
    ],
  },
  { title: "Empty heading group", links: [{ title: "Only heading", links: [{ title: "Deep", href: "/deep" }] }] },
]
