// js-yaml 3 (installed with gray-matter) ships no types; this is the part the reference sources use.
declare module "js-yaml" {
  interface Schema {
    readonly __schema: unique symbol
  }
  export const JSON_SCHEMA: Schema
  /** What js-yaml tells a listener as it reads a node: where it is in the text, and what it read (on "close"). */
  export interface ListenerState {
    position: number
    result: unknown
  }
  export function load(
    text: string,
    options?: { schema?: Schema; filename?: string; listener?: (event: "open" | "close", state: ListenerState) => void },
  ): unknown
  const yaml: { load: typeof load; JSON_SCHEMA: Schema }
  export default yaml
}
