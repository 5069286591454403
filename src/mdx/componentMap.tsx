import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from "react"
import { AnchorHeading } from "./AnchorHeading"
import { Button } from "./Button"
import { Callout } from "./Callout"
import { Card, Cards } from "./Card"
import { codeStyles } from "./code/code.styles"
import { Badge } from "../ui/Badge"
import { Island } from "./islands/Island"
import { MdxLink } from "./MdxLink"
import { mdxStyles } from "./mdx.styles"
import { MethodTag } from "./MethodTag"
import { Properties, Property } from "./Properties"

interface HeadingProps {
  level: string
  id?: string
  tag?: string
  label?: string
  preview?: string
  deprecated?: string
  part?: string
  children?: ReactNode
}

/** A fenced block as the tree has it: `<pre>` with its language, title and track, and the highlighted code. */
interface PreProps {
  "data-language"?: string
  "data-title"?: string
  "data-track"?: string
  /** A request the workspace model runs: its first code line (the explorer's Run). */
  "data-run"?: string
  children?: ReactNode
}

const blockMeta = (pre: PreProps) => ({ language: pre["data-language"], title: pre["data-title"], track: pre["data-track"] })
const elementsOf = <P,>(children: ReactNode) => Children.toArray(children).filter(isValidElement) as ReactElement<P>[]

/**
 * The one map from tree element names to React components, used for every page: HTML elements the
 * Markdown produces, and the registered components (src/mdx/componentRegistry.ts) with their literal props.
 * Code blocks, code groups and tabs are islands: on a page's first load only they hydrate.
 */
export const componentMap = {
  h2: (props: ComponentPropsWithoutRef<"h2">) => <AnchorHeading level={2} id={props.id}>{props.children}</AnchorHeading>,
  h3: (props: ComponentPropsWithoutRef<"h3">) => <AnchorHeading level={3} id={props.id}>{props.children}</AnchorHeading>,
  a: MdxLink,
  pre: (props: PreProps) => (
    <Island name="code-block" props={{ ...blockMeta(props), ...(props["data-run"] ? { run: props["data-run"] } : {}) }} slots={[props.children]} />
  ),
  // Wide tables scroll inside the article instead of widening the page, in a region (a named section) named for its columns (made at
  // build, src/mdx/compiler/tableRegions.ts) that says it scrolls; focusable so keyboards can scroll it.
  table: ({ "data-region-label": label, ...props }: ComponentPropsWithoutRef<"table"> & { "data-region-label"?: string }) => (
    <section className={mdxStyles.tableWrap} aria-label={label ?? "Scrollable table"} tabIndex={0}>
      <table {...props} />
    </section>
  ),
  Heading: ({ level, preview, deprecated, part, ...rest }: HeadingProps) => (
    <AnchorHeading level={level === "3" ? 3 : 2} preview={preview === "true"} deprecated={deprecated === "true"} part={part === "true"} {...rest} />
  ),
  Button,
  Badge,
  MethodTag,
  // The group reads its blocks (rendered by `pre` above) for their meta and shows each one's code in a panel.
  CodeGroup: ({ title, tag, label, children }: { title?: string; tag?: string; label?: string; children?: ReactNode }) => {
    const blocks = elementsOf<PreProps>(children)
    const slots = blocks.map((block) => (
      <pre tabIndex={0} className={codeStyles.pre}>
        {block.props.children}
      </pre>
    ))
    return <Island name="code-group" props={{ title, tag, label, blocks: blocks.map((block) => blockMeta(block.props)) }} slots={slots} />
  },
  Tabs: ({ children }: { children?: ReactNode }) => {
    const tabs = elementsOf<{ label: string; children?: ReactNode }>(children)
    return <Island name="tabs" props={{ labels: tabs.map((tab) => tab.props.label) }} slots={tabs.map((tab) => tab.props.children)} />
  },
  // Read by Tabs for its label and content.
  Tab: ({ children }: { label: string; children?: ReactNode }) => <>{children}</>,
  Callout,
  Properties,
  Property,
  Cards,
  Card,
}
