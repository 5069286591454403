import type { GraphQLField, GraphQLSchema } from "graphql"
import { dataModelDiagram } from "./dataModel"
import { GRAPHQL_DOWNLOAD, GRAPHQL_ROUTE, KIND_TITLES, kindOf, referenceTypes, typeHref, type Kind } from "./graphqlEntries"
import { OPENINGS } from "./graphqlOpenings"
import { accessPreamble } from "./operationAccess"
import { typeSectionMaker } from "./graphqlTypeSections"
import { operationEntry } from "./operationEntry"
import { behaviourByOperation, type OperationsFile } from "./operationBehaviour"
import type { OperationExample } from "./operationExamples"
import type { ErrorCatalogue } from "./errorCatalogue"
import type { ReferencePage } from "./pageModel"
import type { UsedInSection } from "./usedIn"

// Where the entries are and how a type's section reads: graphqlEntries and graphqlTypeSections; what each page says first: graphqlOpenings.
export { builtInScalarDescriptions } from "./graphqlTypeSections"
export { coordinateHref, GRAPHQL_DOWNLOAD, GRAPHQL_ROUTE, referenceTypes, typeHref, typeLinks } from "./graphqlEntries"

function page(kindTitle: string, route: string, description: string, intro: string, opening: string, sections: string[]): ReferencePage {
  return {
    route,
    title: `GraphQL ${kindTitle.toLowerCase()}`,
    description,
    body: [intro, opening, ...sections].join("\n\n"),
    source: "graphql",
  }
}

const KIND_INTROS: Record<Kind, string> = {
  objects:
    "Objects are what queries and mutations return. StrataDB generates one object for each type of a namespace, such as `Product`, with its declared " +
      "fields and the system fields `id`, `createdAt` and `updatedAt`; a connection object and an edge object for its lists; and the objects of the " +
      "features a type turns on, such as aggregation results, versions, changes and vector matches. The Auth subgraph adds `AuthUser`, the result of `me`.",
  "input-objects":
    "Input objects are what arguments take. StrataDB generates, for each type, a create input whose required fields are non-null, an update input whose " +
      "fields are all optional (only the fields you give change), a query input that holds one operator object per field and the `and`, `or` and `not` " +
      "combinators, and an order input. The operator objects, such as `StringFilter` and `IntFilter`, are shared by every type; the [filters " +
      "guide](/guides/stratadb/filters) explains each operator.",
  enums:
    "Enums are closed lists of values, written without quotes in an operation (`status: SHIPPED`) and as strings in JSON variables (`\"SHIPPED\"`). " +
      "StrataDB generates one enum for each `enum` field, named after the type and the field (`OrderStatus`), and the enums that name fields: the fields " +
      "a type can be sorted by, grouped by, matched on in a bulk upsert, or searched by vector.",
  scalars:
    "Scalars are the leaf values of the schema. Besides the five scalars built into GraphQL, Strata defines `Date`, `DateTime` and `Time` for the `date`, " +
      "`datetime` and `time` field types; all three travel as JSON strings in a fixed format, and filters compare them in time order. A `uuid` field is " +
      "an `ID`, an `integer` an `Int` and a `float` a `Float`.",
  interfaces: "Interfaces are shapes that several objects share; a field of an interface type returns one of the objects that implement it.",
}

/** What the operation entries show beside the schema: the worked examples and the guide sections that use each operation. */
export interface OperationExtras {
  examples?: OperationExample[]
  /** By "query products" / "mutation createProduct". */
  usedIn?: Map<string, UsedInSection[]>
  /** Who may call each operation and its errors (operations.yaml), with the error catalog for retry advice. */
  operations?: OperationsFile
  errors?: ErrorCatalogue
  /** Strata's descriptions of GraphQL's own scalars, such as `ID` (builtInScalarDescriptions of the SDL). */
  scalarDescriptions?: Map<string, string>
}

/** The GraphQL reference: an overview, the queries, the mutations, and one page per kind of type. */
export function graphqlPages(schema: GraphQLSchema, extras: OperationExtras = {}): ReferencePage[] {
  const byOperation = extras.operations ? behaviourByOperation(extras.operations) : new Map()
  const behaviourOf = (name: string) => {
    const entry = byOperation.get(name)
    return entry && extras.operations && extras.errors ? { entry, file: extras.operations, catalogue: extras.errors } : undefined
  }
  const entry = (field: GraphQLField<unknown, unknown>, keyword: "query" | "mutation") =>
    operationEntry(field, keyword, {
      schema,
      typeHref,
      example: extras.examples?.find((example) => example.operation === field.name),
      usedIn: extras.usedIn?.get(`${keyword} ${field.name}`) ?? [],
      behaviour: behaviourOf(field.name),
    })
  const types = referenceTypes(schema)
  const sectionOf = typeSectionMaker(schema, types, extras.scalarDescriptions)
  const kinds = (Object.keys(KIND_TITLES) as Kind[]).filter((kind) => types.some((type) => kindOf(type) === kind))
  const queries = Object.values(schema.getQueryType()?.getFields() ?? {})
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {})
  const counts = kinds.map((kind) => `${types.filter((type) => kindOf(type) === kind).length} ${KIND_TITLES[kind].toLowerCase()}`)
  const pages: ReferencePage[] = [overview(queries.length, mutations.length, counts, kinds, dataModelDiagram(schema))]
  pages.push({
    route: `${GRAPHQL_ROUTE}/queries`,
    title: "GraphQL queries",
    description: "Every query field of the Inventory Management System's GraphQL API: its arguments with their defaults and limits, its result type, and " +
      "a request you can copy with the response it returns.",
    body: [
      "Queries read data. Each field below is a root field of the `Query` type: StrataDB generates a lookup by ID and a paginated list for every type, " +
        "plus aggregation, version, change and vector search fields for the types that turn those features on; the Auth subgraph adds `me`. A query never " +
        "changes data, so Strata may run the fields of one request in parallel.",
      OPENINGS.queries,
      ...(extras.operations ? [accessPreamble(extras.operations, "query")] : []),
      ...queries.map((field) => entry(field, "query")),
    ].join("\n\n"),
    source: "graphql",
  })
  pages.push({
    route: `${GRAPHQL_ROUTE}/mutations`,
    title: "GraphQL mutations",
    description: "Every mutation field of the Inventory Management System's GraphQL API: its arguments with their defaults and limits, its result type, " +
      "and a request you can copy with the response it returns.",
    body: [
      "Mutations change data. StrataDB generates a create, an update and a delete mutation for every type, plus restore and bulk upsert mutations for the " +
        "types that turn those features on; the pipeline resolvers of the `inventory-logic` namespace, such as `receiveStock`, are mutations too. The " +
        "fields of one request run one after another, in the order you write them, and each one is its own write: a later field that fails doesn't undo " +
        "an earlier one.",
      OPENINGS.mutations,
      ...(extras.operations ? [accessPreamble(extras.operations, "mutation")] : []),
      ...mutations.map((field) => entry(field, "mutation")),
    ].join("\n\n"),
    source: "graphql",
  })
  for (const kind of kinds) {
    pages.push(
      page(
        KIND_TITLES[kind],
        `${GRAPHQL_ROUTE}/${kind}`,
        `Every ${KIND_TITLES[kind].toLowerCase().replace(/s$/, "")} type of the Inventory Management System's GraphQL API, with its ` +
          `${kind === "enums" ? "values" : kind === "scalars" ? "format" : "fields"}.`,
        KIND_INTROS[kind],
        OPENINGS[kind],
        types.filter((type) => kindOf(type) === kind).map(sectionOf),
      ),
    )
  }
  return pages
}

function overview(queries: number, mutations: number, counts: string[], kinds: Kind[], dataModel: string): ReferencePage {
  const cards = [
    ["Queries", `${GRAPHQL_ROUTE}/queries`, "Every field you can read, with its arguments."],
    ["Mutations", `${GRAPHQL_ROUTE}/mutations`, "Every field that changes data, including pipeline resolvers."],
    ...kinds.map((kind) => [KIND_TITLES[kind], `${GRAPHQL_ROUTE}/${kind}`, `The ${KIND_TITLES[kind].toLowerCase()} of the schema.`]),
  ]
  const body = `An application's GraphQL schema is not written by hand: Strata generates it from the namespaces the application includes as subgraphs. ` +
`This reference shows the schema of the Inventory Management System's \`inventory\` application, with ${queries} queries, ${mutations} mutations and ` +
`${counts.join(", ")}. Every example on this site is checked against it when the site is built, so the queries you copy from the guides run as written.

## The data model

The Inventory Management System stores its records in StrataDB types. This is how they refer to each other, drawn from the schema itself: each line ` +
`is labeled with the fields that follow it, and its ends say how many records each side holds: \`1\`, \`0..1\` (at most one) or \`*\` (any number).

${dataModel}

## How the schema is generated

Each StrataDB type becomes an object with its declared fields and the system fields \`id\`, \`createdAt\` and \`updatedAt\`. For a type named \`Product\`, ` +
`StrataDB adds the queries \`product\` and \`products\`, the mutations \`createProduct\`, \`updateProduct\` and \`deleteProduct\`, and the inputs and ` +
`enums they take: \`ProductCreateInput\`, \`ProductUpdateInput\`, \`ProductQueryInput\`, \`ProductOrderInput\` and \`ProductOrderField\`. Turning on a ` +
`type's settings adds more fields: aggregation adds \`aggregateProducts\`, bulk upsert adds \`bulkUpsertProducts\`, versioning adds \`productVersions\` ` +
`and \`restoreProduct\`, change data capture adds \`productChanges\`, and a vector field adds \`vectorSearchProducts\`. The [auto-generated API ` +
`guide](/guides/stratadb/auto-generated-api) explains each of them.

The other subgraphs add their own fields. A Pipelines namespace adds one field per resolver, with the arguments and the return type the resolver declares, ` +
`such as \`receiveStock\`. An Auth namespace adds the \`me\` query. Two subgraphs that define the same type or root field are a conflict that the plan ` +
`reports before anything changes.

## Download the schema

The schema of this reference is served as SDL at [${GRAPHQL_DOWNLOAD}](${GRAPHQL_DOWNLOAD}), for editors, linters and code generators. Your own ` +
`application's schema is available from its endpoint by introspection, which any authenticated request may use, or with \`strata-sdk pull\`, which writes ` +
`\`schema.graphql\` for \`strata-sdk generate\`.

\`\`\`bash
curl -O https://docs.strata.dev${GRAPHQL_DOWNLOAD}
\`\`\`

## Browse the reference

The pages below list every entry of the schema. Each type is a section whose anchor is its name in lowercase, and every type name links to its entry, so ` +
`you can follow an operation from its arguments to its result.

<Cards>

${cards.map(([title, href, text]) => `<Card title="${title}" href="${href}" icon="code">\n\n${text}\n\n</Card>`).join("\n\n")}

</Cards>

## Errors

Errors are returned in the \`errors\` list of the response, each with a machine-readable code in \`extensions.code\`. The [error ` +
`reference](/reference/errors) lists every code, the HTTP status it comes with, and what to do about it.`
  return {
    route: GRAPHQL_ROUTE,
    title: "GraphQL API reference",
    description: "The GraphQL schema Strata generates for the Inventory Management System: how it is generated, where to download it, and every query, " +
      "mutation and type.",
    body,
    source: "graphql",
  }
}
