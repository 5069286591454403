import type { ReactNode } from "react"
import { cx } from "../theme/styles/cx"
import { Badge } from "../ui/Badge"
import type { BadgeKind } from "../ui/badgeKinds"
import { CodeText } from "./CodeText"
import { MdxLink } from "./MdxLink"
import { mdxStyles } from "./mdx.styles"

/** A list of properties (arguments, fields, attributes, flags, options) as a definition list, one entry each. */
export function Properties({ children }: { children?: ReactNode }) {
  return <dl className={mdxStyles.properties}>{children}</dl>
}

interface PropertyProps {
  name: string
  type?: string
  /** Where the type is described (a GraphQL type's entry, a CUE definition's section). */
  typeHref?: string
  /** "true": required; "false": optional; left out where it doesn't apply (a field of a result). */
  required?: string
  default?: string
  /** Its limit in words: "at most 1,000 entries". */
  limit?: string
  /** What changing it does, as a Terraform or CUE attribute's mark. */
  change?: Extract<BadgeKind, "replace" | "deletes-data">
  deprecated?: string
  /** Given by the compiler: the heading's id and the name (`inventory-reorderpoint`), where links and search land. */
  id?: string
  children?: ReactNode
}

/**
 * One entry, as API references lay them out: the name, the type, required or optional, the default, the limit and its
 * marks on one line that wraps between these items and never inside one; what it does below.
 */
export function Property({ name, type, typeHref, required, default: defaultValue, limit, change, deprecated, id, children }: PropertyProps) {
  const typeCode = type && <CodeText className={cx(mdxStyles.propertyType, typeHref && mdxStyles.propertyTypeLinked)} text={type} />
  return (
    <div id={id}>
      <dt className={mdxStyles.propertyTerm}>
        <CodeText className={mdxStyles.propertyName} text={name} />
        {typeCode && (typeHref ? <MdxLink href={typeHref}>{typeCode}</MdxLink> : typeCode)}
        {required === "true" && <span className={mdxStyles.propertyRequired}>required</span>}
        {required === "false" && <span className={mdxStyles.propertyFact}>optional</span>}
        {defaultValue !== undefined && (
          <span className={mdxStyles.propertyFact}>
            default <CodeText className={mdxStyles.propertyDefaultValue} text={defaultValue} />
          </span>
        )}
        {limit && <span className={mdxStyles.propertyFact}>{limit}</span>}
        {change && <Badge kind={change} />}
        {deprecated === "true" && <Badge kind="deprecated" />}
      </dt>
      <dd className={mdxStyles.propertyDescription}>{children}</dd>
    </div>
  )
}
