import fs from "fs"
import path from "path"
import { flattenNavigation } from "../../src/navigation/flatten"
import { navigationTree } from "../../src/navigation/tree"

// routes.txt is the specification's final list of routes, in navigation order, with badges.
const specRoutes = fs
  .readFileSync(path.join(__dirname, "routes.txt"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))

it("the navigation tree lists the specification's routes, in order, with their badges", () => {
  const treeRoutes = flattenNavigation(navigationTree)
    .filter((node) => node.href)
    .map((node) => `${node.href}${node.badge ? ` [${node.badge}]` : ""}`)
  expect(treeRoutes).toEqual(specRoutes)
})
