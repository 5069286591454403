import fs from "fs"
import path from "path"
import { flattenNavigation } from "../../src/navigation/flatten"
import { navigationTree } from "./siteTree"
import { parseRedirects } from "../../src/redirects/redirectList"

// Pages writers moved since (content/redirects.yaml): the specification's old route must lead to the page in its place.
const moved = new Map(
  parseRedirects(fs.readFileSync(path.join(__dirname, "../../content/redirects.yaml"), "utf8"), "content/redirects.yaml").redirects.map((r) => [r.from, r.to]),
)

// routes.txt is the specification's final list of routes, in navigation order, with badges; a moved page is in
// the same place under its new route.
const specRoutes = fs
  .readFileSync(path.join(__dirname, "routes.txt"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
  .map((line) => line.replace(/^\S+/, (route) => moved.get(route) ?? route))

// The reference pages generated from content/schema came after the specification's list: the tree
// has them right after /reference/api-references, and no other route beyond the specification.
const referenceRoutes = fs
  .readFileSync(path.join(__dirname, "referenceRoutes.txt"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
const readerRoutes = specRoutes.flatMap((route) => (route === "/reference/api-references" ? [route, ...referenceRoutes] : [route]))

it("the navigation tree lists the specification's routes, in order, with their badges", () => {
  const treeRoutes = flattenNavigation(navigationTree)
    .filter((node) => node.href)
    .map((node) => `${node.href}${node.badge ? ` [${node.badge}]` : ""}`)
  expect(treeRoutes).toEqual(readerRoutes)
})
