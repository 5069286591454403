import path from "path"
import type { GatsbyConfig } from "gatsby"
import { unlistedRoutes } from "./content/navigation"
import { site } from "./src/site"

// GATSBY_* variables are inlined into the bundles: the footer renders this year in the HTML,
// then the reader's current year once running.
process.env.GATSBY_BUILD_YEAR = String(new Date().getFullYear())

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "never",
  // theme-ui's `sx` prop needs its JSX runtime.
  jsxRuntime: "automatic",
  jsxImportSource: "theme-ui",
  graphqlTypegen: false,
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.resolve("content/docs") },
    },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    "gatsby-plugin-react-helmet",
    // Every reader's page, at its canonical URL; the writers' page stays out, like the 404 (excluded by default).
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: unlistedRoutes,
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        // lastmod is the date of the page's last commit (src/node/lastUpdated), when git knows it.
        serialize: ({ path, pageContext }: { path: string; pageContext?: { lastModified?: string } }) => ({
          url: path,
          ...(pageContext?.lastModified ? { lastmod: pageContext.lastModified } : {}),
        }),
      },
    },
  ],
}

export default config
