import type { ComponentPropsWithoutRef } from "react"
import { AnchorHeading } from "./AnchorHeading"
import { MdxLink } from "./MdxLink"

/** The one map from tree element names to React components, used for every page. */
export const componentMap = {
  h2: (props: ComponentPropsWithoutRef<"h2">) => <AnchorHeading level={2} id={props.id}>{props.children}</AnchorHeading>,
  h3: (props: ComponentPropsWithoutRef<"h3">) => <AnchorHeading level={3} id={props.id}>{props.children}</AnchorHeading>,
  a: MdxLink,
  // Wide tables and code scroll inside the article instead of widening the page; focusable so keyboards can scroll them.
  table: (props: ComponentPropsWithoutRef<"table">) => (
    <div sx={{ overflowX: "auto", my: 5 }} tabIndex={0}>
      <table {...props} />
    </div>
  ),
  pre: (props: ComponentPropsWithoutRef<"pre">) => <pre tabIndex={0} {...props} />,
}
