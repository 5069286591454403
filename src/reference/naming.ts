// The naming rule the pages use between Terraform and CUE: one name, snake_case in Terraform, camelCase in CUE.

/** allowed_values → allowedValues; names without underscores stay as they are. */
export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())
}

/** The Terraform registry's page name of a resource: strata_workspace → workspace. */
export function terraformPageName(resource: string): string {
  return resource.replace(/^strata_/, "")
}
