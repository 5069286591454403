import {
  isAbstractType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql"

// What a request selects, read the way a GraphQL server reads it: "Used in" finds the operations a guide runs with it,
// and the build's check of a response's shape walks the same fields.

/** The fields a selection set asks of an object of `type`, by response key, fragments flattened. */
export function collectFields(
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  type: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  into = new Map<string, FieldNode>(),
): Map<string, FieldNode> {
  const applies = (condition: string | undefined) => {
    if (!condition || condition === type.name) return true
    const conditionType = schema.getType(condition)
    return Boolean(conditionType && isAbstractType(conditionType) && isObjectType(type) && schema.isSubType(conditionType, type))
  }
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value
      if (!into.has(key)) into.set(key, selection)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(selection.typeCondition?.name.value)) collectFields(schema, fragments, type, selection.selectionSet, into)
    } else {
      const fragment = fragments.get(selection.name.value)
      if (fragment && applies(fragment.typeCondition.name.value)) collectFields(schema, fragments, type, fragment.selectionSet, into)
    }
  }
  return into
}

/** The fragments of a document, by name. */
export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]))
}

/** The root fields the operations of a document select (directly, or through fragments on the root type). */
export function rootFieldsOf(schema: GraphQLSchema, document: DocumentNode): { operation: "query" | "mutation" | "subscription"; field: string }[] {
  const fragments = fragmentsOf(document)
  const found = new Map<string, { operation: "query" | "mutation" | "subscription"; field: string }>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const root = schema.getRootType(definition.operation)
    if (!root) continue
    for (const node of collectFields(schema, fragments, root, definition.selectionSet).values()) {
      found.set(`${definition.operation} ${node.name.value}`, { operation: definition.operation, field: node.name.value })
    }
  }
  return [...found.values()]
}
