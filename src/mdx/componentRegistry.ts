/**
 * The components writers may use in MDX, by name, with the props each accepts. The compiler checks
 * every use at build: an unknown component, an unknown prop, a missing required prop or a value
 * outside the allowed list fails with file:line. `block` components must stand on their own lines
 * (inside a paragraph they would nest a block in <p> and break hydration); `inline` ones sit in text.
 */
import { BADGE_KINDS } from "../ui/badgeKinds"

export type ComponentKind = "block" | "inline"

export interface PropSpec {
  required?: boolean
  /** The only values allowed (literal strings; numbers and booleans are parsed by the component). */
  values?: readonly string[]
}

export interface ComponentSpec {
  kind: ComponentKind
  props: Record<string, PropSpec>
  /** Components this one may only appear inside (e.g. a Tab inside Tabs). */
  parent?: string
  /** The only node type its children may be ("code": fenced blocks only). */
  children?: "code"
  description: string
}

export const CALLOUT_KINDS = ["note", "warning", "deprecated", "preview"] as const
export const BUTTON_VARIANTS = ["primary", "secondary", "filled", "outline", "text"] as const
export const CARD_ICONS = [
  "book",
  "code",
  "database",
  "key",
  "shield",
  "bolt",
  "clock",
  "terminal",
  "globe",
  "users",
  "puzzle",
  "rocket",
  "cog",
  "document",
  "link",
  "play",
] as const

export const componentRegistry: Record<string, ComponentSpec> = {
  Button: {
    kind: "inline",
    description: "A link or button with a variant and an optional arrow.",
    props: { href: {}, variant: { values: BUTTON_VARIANTS }, arrow: { values: ["left", "right"] } },
  },
  Badge: {
    kind: "inline",
    description: "A badge in words: Preview, Deprecated, or the Forces replacement and Deletes data marks of an attribute.",
    props: { kind: { required: true, values: BADGE_KINDS } },
  },
  MethodTag: {
    kind: "inline",
    description: "An HTTP method, coloured by kind (GET, POST, PUT, DELETE; others neutral).",
    props: { method: { required: true } },
  },
  Heading: {
    kind: "block",
    description:
      "An h2 or h3 carrying a method tag, a label (such as a path), a Preview or a Deprecated badge; or, with part, one titled part of the " +
      "entry above it (an operation's Permissions, Errors, Example), set small and with the stable id it names.",
    props: {
      level: { required: true, values: ["2", "3"] },
      id: {},
      part: { values: ["true", "false"] },
      tag: {},
      label: {},
      preview: { values: ["true", "false"] },
      deprecated: { values: ["true", "false"] },
    },
  },
  CodeGroup: {
    kind: "block",
    description: "One or more fenced code blocks shown as tabs, under a header with a title, tag and label.",
    props: { title: {}, tag: {}, label: {} },
    children: "code",
  },
  Tabs: { kind: "block", description: "Tabbed content; each Tab has a label.", props: {} },
  Tab: { kind: "block", description: "One tab of Tabs.", props: { label: { required: true } }, parent: "Tabs" },
  Callout: {
    kind: "block",
    description: "A note, warning, deprecation or preview notice.",
    props: { kind: { required: true, values: CALLOUT_KINDS }, title: {} },
  },
  Properties: { kind: "block", description: "A list of properties (fields, flags, options).", props: {} },
  Property: {
    kind: "block",
    description:
      "One property: its name, its type (linked with typeHref), required or optional, its default, its limit, a change mark and a " +
      "deprecation, with a description as children.",
    props: {
      name: { required: true },
      type: {},
      typeHref: {},
      required: { values: ["true", "false"] },
      default: {},
      limit: {},
      change: { values: ["replace", "deletes-data"] },
      deprecated: { values: ["true", "false"] },
    },
    parent: "Properties",
  },
  Cards: {
    kind: "block",
    description: "A grid of cards; layout=\"compact\" puts each icon beside its title, in narrower columns (a page's doors near its top).",
    props: { layout: { values: ["compact"] } },
  },
  Card: {
    kind: "block",
    description: "A linked card with a title, an icon and a short description as children.",
    props: { title: { required: true }, href: { required: true }, icon: { values: CARD_ICONS }, target: { values: ["_self", "_blank"] } },
  },
}
