import path from "path"
import type { GatsbyConfig } from "gatsby"
import { site } from "./src/site"

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
  ],
}

export default config
