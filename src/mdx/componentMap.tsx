import type { ComponentPropsWithoutRef, ReactNode } from "react"
import { AnchorHeading } from "./AnchorHeading"
import { Button } from "./Button"
import { Callout } from "./Callout"
import { Card, Cards } from "./Card"
import { CodeBlock } from "./code/CodeBlock"
import { CodeGroup } from "./code/CodeGroup"
import { MdxLink } from "./MdxLink"
import { MethodTag } from "./MethodTag"
import { Properties, Property } from "./Properties"
import { Tab, Tabs } from "./tabs/Tabs"

interface HeadingProps {
  level: string
  id?: string
  tag?: string
  label?: string
  preview?: string
  children?: ReactNode
}

/**
 * The one map from tree element names to React components, used for every page: HTML elements the
 * Markdown produces, and the registered components (src/mdx/registry.ts) with their literal props.
 */
export const componentMap = {
  h2: (props: ComponentPropsWithoutRef<"h2">) => <AnchorHeading level={2} id={props.id}>{props.children}</AnchorHeading>,
  h3: (props: ComponentPropsWithoutRef<"h3">) => <AnchorHeading level={3} id={props.id}>{props.children}</AnchorHeading>,
  a: MdxLink,
  pre: CodeBlock,
  // Wide tables scroll inside the article instead of widening the page; focusable so keyboards can scroll them.
  table: (props: ComponentPropsWithoutRef<"table">) => (
    <div sx={{ overflowX: "auto", my: 5 }} tabIndex={0}>
      <table {...props} />
    </div>
  ),
  Heading: ({ level, preview, ...rest }: HeadingProps) => <AnchorHeading level={level === "3" ? 3 : 2} preview={preview === "true"} {...rest} />,
  Button,
  MethodTag,
  CodeGroup,
  Tabs,
  Tab,
  Callout,
  Properties,
  Property,
  Cards,
  Card,
}
