import type { NavGroup } from "../src/navigation/types"

/**
 * The one navigation tree of the site: groups ▸ sections ▸ links, in reading order.
 * Every page under content/docs must appear here, and every href must have a page:
 * the build fails otherwise, listing what is missing.
 */
/** Pages served on purpose outside the reader's tree (writers' reference). */
export const unlistedRoutes = ["/contributing/components"]

export const navigation: NavGroup[] = [
  {
    title: "Introduction",
    links: [{ title: "Introduction", href: "/" }],
  },
  {
    title: "Getting started",
    links: [
      { title: "Overview", href: "/getting-started/overview" },
      {
        title: "Quickstart",
        links: [
          { title: "Terraform", href: "/getting-started/quickstart/terraform" },
          { title: "CUE", href: "/getting-started/quickstart/cue" },
        ],
      },
      { title: "Console", href: "/getting-started/console" },
      { title: "Core concepts", href: "/getting-started/core-concepts" },
      { title: "GraphQL", href: "/getting-started/graphql" },
      { title: "CUE", href: "/getting-started/cue" },
    ],
  },
]
