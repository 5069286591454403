import fs from "fs"
import { buildSchema } from "graphql"
import { dataModelDiagram, dataModelRelations, recordTypes } from "../../src/reference/dataModel"
import { statusFlowDiagram, statuses, transitionsSentence, type StatusTransitions } from "../../src/reference/statusFlow"

// The pictures drawn from the schema's sources: the data model from strata.graphql, the statuses an order moves
// through from operations.yaml (checked against the enum of the field in strata.graphql).

const sdl = `
type Category { id: ID! name: String! products(first: Int): ProductConnection! }
type Supplier { id: ID! products: ProductConnection! }
type Product { id: ID! categoryId: ID category: Category supplier: Supplier inventories: [Inventory!]! }
type Inventory { id: ID! productId: ID! product: Product }
type OrderItems { productId: ID! quantity: Int! }
type Order { id: ID! items: [OrderItems!] }
type Lonely { id: ID! }
type ProductVersion { record: Product! version: Int! }
type ProductConnection { edges: [Product!]! }
type CategoryConnection { edges: [Category!]! }
type SupplierConnection { edges: [Supplier!]! }
type InventoryConnection { edges: [Inventory!]! }
type OrderConnection { edges: [Order!]! }
type LonelyConnection { edges: [Lonely!]! }
type ProductVersionConnection { edges: [ProductVersion!]! }
type Query { products: ProductConnection! }
`
const schema = buildSchema(sdl)

describe("the data model", () => {
  it("draws the record types: object types with an id that the API lists with a connection", () => {
    expect(recordTypes(schema).map((type) => type.name)).toEqual(["Category", "Supplier", "Product", "Inventory", "Order", "Lonely"])
  })

  it("draws each relation once, however many fields express it, with the fields that read it", () => {
    expect(dataModelRelations(schema)).toEqual([
      { one: "Category", many: "Product", required: false, several: false, fields: ["Category.products", "Product.categoryId", "Product.category"], label: "products, category" },
      { one: "Supplier", many: "Product", required: false, several: false, fields: ["Supplier.products", "Product.supplier"], label: "products, supplier" },
      { one: "Product", many: "Inventory", required: true, several: false, fields: ["Product.inventories", "Inventory.productId", "Inventory.product"], label: "inventories, product" },
      { one: "Product", many: "Order", required: false, several: true, fields: ["Order.items.productId"], label: "items.productId" },
    ])
  })

  it("is a top-to-bottom class diagram with each relation's multiplicities, and a type with no relation alone", () => {
    const block = dataModelDiagram(schema)
    expect(block.split("\n").slice(1, -1)).toEqual([
      "classDiagram",
      "  direction TB",
      '  Category "0..1" -- "*" Product : products, category',
      '  Supplier "0..1" -- "*" Product : products, supplier',
      '  Product "1" -- "*" Inventory : inventories, product',
      '  Product "*" -- "*" Order : items.productId',
      "  class Lonely",
    ])
    expect(block.split("\n")[0]).toBe(
      "```mermaid title=\"The Inventory Management System's data model\" desc=\"each Product refers to at most one Category (products, category); " +
        "each Product refers to at most one Supplier (products, supplier); each Inventory refers to one Product (inventories, product); " +
        'each Order refers to any number of Product (items.productId)."',
    )
  })

  it("draws the real schema's five relations of the Inventory Management System", () => {
    const real = buildSchema(fs.readFileSync("content/schema/strata.graphql", "utf8"))
    expect(dataModelRelations(real).map((relation) => `${relation.one}-${relation.many}`)).toEqual([
      "Category-Product",
      "Supplier-Product",
      "Product-Inventory",
      "Product-Order",
      "Product-StockMovement",
    ])
  })
})

describe("the statuses an order moves through", () => {
  const transitions: StatusTransitions = {
    field: "status",
    initial: "PENDING",
    allowed: { PENDING: ["PAID", "CANCELLED"], PAID: ["SHIPPED", "CANCELLED"], SHIPPED: ["DELIVERED"] },
  }

  it("lists every status once, the initial one first", () => {
    expect(statuses(transitions)).toEqual(["PENDING", "PAID", "CANCELLED", "SHIPPED", "DELIVERED"])
  })

  it("says the transitions in words", () => {
    expect(transitionsSentence(transitions)).toBe(
      "A new record starts as `PENDING`. The allowed transitions: `PENDING` to `PAID` or `CANCELLED`; `PAID` to `SHIPPED` or `CANCELLED`; " +
        "`SHIPPED` to `DELIVERED`. `CANCELLED` and `DELIVERED` are final.",
    )
  })

  it("draws them as a state diagram, from the start to each final status", () => {
    expect(statusFlowDiagram(transitions, "Order").split("\n").slice(1, -1)).toEqual([
      "stateDiagram-v2",
      "  [*] --> PENDING",
      "  PENDING --> PAID",
      "  PENDING --> CANCELLED",
      "  PAID --> SHIPPED",
      "  PAID --> CANCELLED",
      "  SHIPPED --> DELIVERED",
      "  CANCELLED --> [*]",
      "  DELIVERED --> [*]",
    ])
    expect(statusFlowDiagram(transitions, "Order").split("\n")[0]).toMatch(/^```mermaid title="The statuses of an Order" desc="A new record starts as PENDING\./)
  })
})
