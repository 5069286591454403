// js-yaml 3 (installed with gray-matter) ships no types; this is the part the reference sources use.
declare module "js-yaml" {
  interface Schema {
    readonly __schema: unique symbol
  }
  export const JSON_SCHEMA: Schema
  export function load(text: string, options?: { schema?: Schema; filename?: string }): unknown
  const yaml: { load: typeof load; JSON_SCHEMA: Schema }
  export default yaml
}
