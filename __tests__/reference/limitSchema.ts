// A schema with defaults and @limit maxima, read by the schema-facts tests and the limit fact rules' tests.
import { buildSchema } from "graphql"

export const SDL = `
directive @limit(max: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | FIELD_DEFINITION
enum Direction { ASC DESC }
input Sort { field: String! direction: Direction = ASC }
type Item { name: String! }
type Query {
  items(first: Int = 100 @limit(max: 1000), order: [Sort!] = [{field: "name", direction: DESC}], after: String): [Item!]! @limit(max: 500)
}
`
export const schema = buildSchema(SDL)
