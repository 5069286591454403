import type { ComponentType } from "react"
import { CodeBlock } from "../code/CodeBlock"
import { CodeGroup } from "../code/CodeGroup"
import { Tabs } from "../tabs/Tabs"
import { islandName, type IslandName } from "./islandNames"

/** Each island's component. It renders its slots when given them, and keeps the server's HTML in them when not. */
export const islandComponents: Record<IslandName, ComponentType<never>> = {
  "code-group": CodeGroup as ComponentType<never>,
  "code-block": CodeBlock as ComponentType<never>,
  tabs: Tabs as ComponentType<never>,
}

/** The component of a named island; an unknown name throws, naming it (at build, the page's render fails). */
export function islandComponent(name: string): ComponentType<Record<string, unknown>> {
  return islandComponents[islandName(name)] as ComponentType<Record<string, unknown>>
}
