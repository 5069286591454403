import { getDirectiveValues, getNamedType, isObjectType, isInterfaceType, Kind, type DocumentNode, type GraphQLField, type GraphQLSchema, type SelectionSetNode } from "graphql"
import { getArgumentValues } from "graphql/execution/values"
import { badRequest } from "./workspaceErrors"

// strata.graphql's @limit: an argument over its limit fails the whole request with BAD_REQUEST before it runs.

/** Throws BAD_REQUEST for the first argument of the operation over its @limit (a number, or a list's length). */
export function checkLimits(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): void {
  const limit = schema.getDirective("limit")
  if (!limit) return
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || (operationName && definition.name?.value !== operationName)) continue
    const root = definition.operation === "mutation" ? schema.getMutationType() : schema.getQueryType()
    if (root) walk(root.getFields(), definition.selectionSet)
  }

  function walk(fields: Record<string, GraphQLField<unknown, unknown>>, selectionSet: SelectionSetNode): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue
      const field = fields[selection.name.value]
      if (!field) continue
      const values = getArgumentValues(field, selection, variables)
      for (const argument of field.args) {
        const max = argument.astNode && getDirectiveValues(limit!, argument.astNode)?.max
        const value = values[argument.name]
        if (typeof max !== "number" || value === undefined || value === null) continue
        const size = Array.isArray(value) ? value.length : Number(value)
        if (size > max) throw badRequest(`${field.name}(${argument.name}:) is over its limit: ${size} > ${max}`)
      }
      const named = getNamedType(field.type)
      if (selection.selectionSet && (isObjectType(named) || isInterfaceType(named))) walk(named.getFields(), selection.selectionSet)
    }
  }
}
