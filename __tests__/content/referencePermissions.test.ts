/** @jest-environment node */
import path from "path"
import { contextConfiguration } from "../../src/build/kernel/workspaceConfig"
import { parseMdx } from "../../src/mdx/compiler/parseMdx"
import { readSchemas } from "../../src/reference/readSchemas"
import { referencePages } from "../../src/reference/referencePages"
import { permissionSummary } from "../../src/workspace/permissionSummary"
import { recordTypes } from "../../src/workspace/schemaModel"
import { CONTENT_DIR } from "./pageRules"

// The reference's permission sentences come from the rules the tutorials and guides apply, not from a list of ours.
const ROOT = path.resolve(CONTENT_DIR, "../..")
const schemas = readSchemas(ROOT)
const permissions = permissionSummary(contextConfiguration(ROOT, "samples", parseMdx), recordTypes(schemas.graphql))
const mutations = referencePages(schemas, { permissions }).find((page) => page.route === "/reference/api-references/graphql/mutations")!.body
const entry = (name: string) => mutations.slice(mutations.indexOf(`## ${name}\n`), mutations.indexOf("\n## ", mutations.indexOf(`## ${name}\n`) + 1))

it("reads the groups' rules off the configuration: staff read Product and read and update Inventory, managers read and update Order", () => {
  expect(permissions.groups).toEqual({
    "inventory-staff": { Product: ["read"], Inventory: ["read", "update"] },
    "inventory-managers": { Order: ["read", "update"] },
  })
})

it("says no group may create Inventory, and staff may update it, as the Set up Auth tutorial applies", () => {
  expect(entry("createInventory")).toMatch(/No group's rule allows it: workspace members only./)
  expect(entry("updateInventory")).toMatch(/Allowed for `inventory-staff`./)
})

it("says who may call each resolver and what its steps need, from its configuration", () => {
  expect(entry("receiveStock")).toMatch(/members of `inventory-staff`.*`read` on `Product`, `read` on `Inventory` and `update` on `Inventory`/s)
  expect(entry("setOrderStatus")).toMatch(/members of `inventory-managers`.*`read` on `Order` and `update` on `Order`/s)
})
