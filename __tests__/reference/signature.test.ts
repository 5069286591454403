import { buildSchema, parse } from "graphql"
import { formatSignature, SIGNATURE_LINE } from "../../src/reference/operationEntry"

describe("an operation's signature", () => {
  it("stays on one line when it fits", () => {
    expect(formatSignature("product", ["id: ID!"], "Product")).toBe("product(id: ID!): Product")
    expect(formatSignature("viewer", [], "User!")).toBe("viewer: User!")
  })

  it("puts one argument a line when it does not, so the return type is in view", () => {
    const signature = formatSignature("createProduct", ["input: ProductCreateInput!", "draft: Boolean = false"], "Product!")
    expect(signature).toBe("createProduct(\n  input: ProductCreateInput!\n  draft: Boolean = false\n): Product!")
    for (const line of signature.split("\n")) expect(line.length).toBeLessThanOrEqual(SIGNATURE_LINE)
  })

  it("is still a field definition SDL can read, on one line or several", () => {
    const field = formatSignature("createProduct", ["input: ProductCreateInput!", "draft: Boolean = false"], "Product!")
    const schema = buildSchema(`input ProductCreateInput { sku: String! } type Product { sku: String! } type Query { p: Product } type Mutation { ${field} }`)
    expect(schema.getMutationType()!.getFields()["createProduct"].args.map((arg) => arg.name)).toEqual(["input", "draft"])
    expect(() => parse(`type Mutation { ${field} }`)).not.toThrow()
  })
})
