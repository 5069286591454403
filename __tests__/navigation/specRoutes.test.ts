import fs from "fs"
import path from "path"
import { flattenNavigation } from "../../src/navigation/flatten"
import { navigationTree } from "../../src/navigation/tree"

// routes.txt is the specification's final list of routes, in navigation order, with badges.
const specRoutes = fs
  .readFileSync(path.join(__dirname, "routes.txt"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))

// The reference pages generated from content/schema (issue 13) came after the specification's list: they
// are the tree's only routes beyond it.
const GENERATED_REFERENCE = /^\/reference\/(api-references\/|terraform-provider|cue-sdk|errors)/

it("the navigation tree lists the specification's routes, in order, with their badges", () => {
  const treeRoutes = flattenNavigation(navigationTree)
    .filter((node) => node.href && !GENERATED_REFERENCE.test(node.href))
    .map((node) => `${node.href}${node.badge ? ` [${node.badge}]` : ""}`)
  expect(treeRoutes).toEqual(specRoutes)
})
