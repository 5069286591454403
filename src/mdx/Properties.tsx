import type { ReactNode } from "react"
import { mdxStyles } from "./mdx.styles"

/** A list of properties (fields, flags, options) as a definition list. */
export function Properties({ children }: { children?: ReactNode }) {
  return (
    <dl className={mdxStyles.properties}>
      {children}
    </dl>
  )
}

interface PropertyProps {
  name: string
  type?: string
  required?: string
  default?: string
  children?: ReactNode
}

/** One property: name, type, whether it is required, its default, and what it does. */
export function Property({ name, type, required, default: defaultValue, children }: PropertyProps) {
  return (
    <div>
      <dt className={mdxStyles.propertyTerm}>
        <code className={mdxStyles.propertyName}>{name}</code>
        {type && <span className={mdxStyles.propertyType}>{type}</span>}
        {required === "true" && <span className={mdxStyles.propertyRequired}>required</span>}
        {defaultValue !== undefined && (
          <span className={mdxStyles.propertyDefault}>
            default <code className={mdxStyles.propertyDefaultValue}>{defaultValue}</code>
          </span>
        )}
      </dt>
      <dd className={mdxStyles.propertyDescription}>{children}</dd>
    </div>
  )
}
