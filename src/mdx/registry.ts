/**
 * The components writers may use in MDX, by name. `block` components must stand on their own
 * lines (inside a paragraph they would nest a block in <p> and break hydration); `inline` ones
 * may sit in running text. The build refuses any other component name.
 */
export type ComponentKind = "block" | "inline"

export interface ComponentSpec {
  kind: ComponentKind
  /** Props the component accepts; anything else is a build error. */
  props: string[]
}

export const componentRegistry: Record<string, ComponentSpec> = {}

export function isRegisteredComponent(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(componentRegistry, name)
}
