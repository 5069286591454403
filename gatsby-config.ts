import path from "path"
import type { GatsbyConfig } from "gatsby"
import { unlistedRoutes } from "./content/navigation"
import { site } from "./src/site"
import { sitemapOptions } from "./src/build/emit/sitemap"
import { ALGOLIA_INDEX_SETTINGS, ALGOLIA_RECORD_FORMAT, SEARCH_RECORDS_FILE } from "./src/search/index/algoliaIndex"
import { algoliaRecords } from "./src/search/index/algoliaRecords"
import { algoliaIndexName } from "./src/search/shared/settings"
import { serveDevelopReport } from "./src/develop/reportEndpoint"
import { quietKnownWarnings } from "./src/build/kernel/quietLog"

// GATSBY_* variables are inlined into the bundles: the footer renders this year in the HTML,
// then the reader's current year once running.
process.env.GATSBY_BUILD_YEAR = String(new Date().getFullYear())

// Before any plugin runs: warnings a writer can't act on stay out of the log (each with its reason there).
quietKnownWarnings()

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  // `gatsby develop` answers the browser's overlay with the last check run's problems (src/develop).
  developMiddleware: serveDevelopReport,
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.resolve("content/docs") },
    },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    "gatsby-plugin-react-helmet",
    // Styles at build: browser bundles carry class names only (plugins/gatsby-plugin-strata-styles).
    "gatsby-plugin-strata-styles",
    // Every reader's page, at its canonical URL (src/build/emit/sitemap).
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(unlistedRoutes) },
    // Pushes the search records to Algolia after the build when ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are
    // set (keys from the environment only). Local (plugins/), not gatsby-plugin-algolia: see the README.
    {
      resolve: "gatsby-plugin-strata-algolia",
      options: {
        indexName: algoliaIndexName(process.env),
        recordsFile: SEARCH_RECORDS_FILE,
        // Sections over Algolia's record limit go as chunks sharing their url.
        toRecords: algoliaRecords,
        settings: ALGOLIA_INDEX_SETTINGS,
        recordFormat: ALGOLIA_RECORD_FORMAT,
      },
    },
  ],
}

export default config
