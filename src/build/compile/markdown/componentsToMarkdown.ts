import type { Blockquote, Content, Heading, Link, List, ListItem, Paragraph, PhrasingContent } from "mdast"
import { calloutKinds, type CalloutKind } from "../../../mdx/calloutKinds"
import { BADGE_LABELS, type BadgeKind } from "../../../ui/badgeKinds"

/** An MDX component in the source's mdast, with the literal props the compiler allows. */
export interface JsxElement {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement"
  name: string | null
  attributes: { type: string; name?: string; value?: unknown }[]
  children: Content[]
}

/** What a mapping needs from the page it is on. */
export interface ConvertContext {
  /** Turns the children of a component into plain mdast (components inside them included). */
  convert: (nodes: Content[]) => Content[]
  /** A link target as a reader outside the site needs it (absolute for the site's own routes). */
  href: (href: string) => string
}

type Props = Record<string, string>
type Mapping = (children: Content[], props: Props, context: ConvertContext) => Content[]

const text = (value: string): PhrasingContent => ({ type: "text", value })
const strong = (value: string): PhrasingContent => ({ type: "strong", children: [text(value)] })
const code = (value: string): PhrasingContent => ({ type: "inlineCode", value })
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: "paragraph", children })

/** Blocks led by an inline lead: merged into the first paragraph when there is one ("lead — first words…"). */
function led(lead: PhrasingContent[], separator: string, blocks: Content[]): Content[] {
  const [first, ...rest] = blocks
  if (first?.type === "paragraph") return [paragraph([...lead, text(separator), ...first.children]), ...rest]
  return [paragraph(lead), ...blocks]
}

function listItem(children: Content[]): ListItem {
  return { type: "listItem", spread: children.length > 1, children: children as ListItem["children"] }
}

/** Consecutive list items become one list; anything else between them stays as it is. */
function groupItems(nodes: Content[]): Content[] {
  const out: Content[] = []
  for (const node of nodes) {
    const last = out[out.length - 1]
    if (node.type !== "listItem") out.push(node)
    else if (last?.type === "list") last.children.push(node)
    else out.push({ type: "list", ordered: false, spread: false, children: [node] } satisfies List)
  }
  for (const node of out) if (node.type === "list") node.spread = node.children.some((item) => item.spread)
  return out
}

const phrasing = (nodes: Content[]) => nodes as PhrasingContent[]

/**
 * Each component writers may use, as the Markdown a reader without the site would want. Code blocks
 * inside a CodeGroup keep their info string as written, so a block's title stays there
 * (```bash title="cURL"), the same as for a fenced block outside a group.
 */
export const componentMarkdown: Record<string, Mapping> = {
  CodeGroup: (children, { title, tag, label }, { convert }) => {
    const endpoint = [tag, label].filter(Boolean).join(" ")
    const header: PhrasingContent[] = [
      ...(title ? [strong(title)] : []),
      ...(title && endpoint ? [text(" ")] : []),
      ...(endpoint ? [code(endpoint)] : []),
    ]
    return [...(header.length ? [paragraph(header)] : []), ...convert(children)]
  },
  Tabs: (children, _props, { convert }) => convert(children),
  Tab: (children, { label }, { convert }) => [paragraph([strong(label)]), ...convert(children)],
  Callout: (children, { kind, title }, { convert }) => {
    const name = calloutKinds[kind as CalloutKind]?.label ?? kind
    const blocks = convert(children)
    const content = title ? [paragraph([strong(`${name}: ${title}`)]), ...blocks] : led([strong(`${name}:`)], " ", blocks)
    return [{ type: "blockquote", children: content as Blockquote["children"] }]
  },
  Properties: (children, _props, { convert }) => groupItems(convert(children)),
  Property: (children, props, { convert, href: absolute }) => {
    // A type like `Promise<string>` or `_` reads as code; a plain word ("string", "header") as text; a linked type links.
    const typeText = props.type && (/^[A-Za-z][A-Za-z0-9 .,()-]*$/.test(props.type) ? text(props.type) : code(props.type))
    const type: PhrasingContent[] = !typeText ? [] : props.typeHref ? [{ type: "link", url: absolute(props.typeHref), children: [typeText] } as Link] : [typeText]
    const facts: PhrasingContent[][] = [
      type,
      props.required === "true" ? [text("required")] : props.required === "false" ? [text("optional")] : [],
      props.default !== undefined ? [text("default: "), code(props.default)] : [],
      props.limit ? [text(props.limit)] : [],
      props.change ? [text(BADGE_LABELS[props.change as BadgeKind] ?? props.change)] : [],
      props.deprecated === "true" ? [text(BADGE_LABELS.deprecated)] : [],
    ].filter((fact) => fact.length > 0)
    const details: PhrasingContent[] = facts.length
      ? [text(" ("), ...facts.flatMap((fact, index) => (index ? [text(", "), ...fact] : fact)), text(")")]
      : []
    return [listItem(led([code(props.name), ...details], " — ", convert(children)))]
  },
  Cards: (children, _props, { convert }) => groupItems(convert(children)),
  Card: (children, { title, href }, { convert, href: absolute }) => {
    const link: Link = { type: "link", url: absolute(href), children: [{ type: "text", value: title }] }
    return [listItem(led([link], ": ", convert(children)))]
  },
  Button: (children, { href }, { convert, href: absolute }) => {
    const content = phrasing(convert(children))
    // A Button's label is text (the compiler allows no links inside a link).
    return href ? [{ type: "link", url: absolute(href), children: content as Link["children"] }] : content
  },
  MethodTag: (_children, { method }) => [code(method)],
  Badge: (_children, { kind }) => [text(`(${BADGE_LABELS[kind as BadgeKind] ?? kind})`)],
  Heading: (children, { level, tag, label, preview }, { convert }) => {
    const endpoint = [tag, label].filter(Boolean).join(" ")
    const heading: Heading = {
      type: "heading",
      depth: Number(level) as Heading["depth"],
      children: [
        ...phrasing(convert(children)),
        ...(endpoint ? [text(" ("), code(endpoint), text(")")] : []),
        ...(preview === "true" ? [text(" (Preview)")] : []),
      ],
    }
    return [heading]
  },
}

/** The literal props of a component (the compiler has already refused expressions and spreads). */
function propsOf(element: JsxElement): Props {
  const props: Props = {}
  for (const attribute of element.attributes) {
    if (attribute.name && typeof attribute.value === "string") props[attribute.name] = attribute.value
    else if (attribute.name && attribute.value === null) props[attribute.name] = "true"
  }
  return props
}

/** A component as plain mdast. Throws for a component without a mapping, so nothing is dropped silently. */
export function componentToMarkdown(element: JsxElement, context: ConvertContext): Content[] {
  const mapping = element.name ? componentMarkdown[element.name] : undefined
  if (!mapping) {
    throw new Error(
      `<${element.name ?? ""}> has no Markdown equivalent: add one to componentMarkdown in src/build/compile/markdown/componentsToMarkdown.ts.`,
    )
  }
  return mapping(element.children, propsOf(element), context)
}
