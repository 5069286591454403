import { methodTagStyles } from "./MethodTag.styles"

/** An HTTP method in its colour: GET green, POST blue, PUT amber, DELETE red, others neutral. */
export function MethodTag({ method = "" }: { method?: string }) {
  return (
    <span data-method={method.toUpperCase()} className={methodTagStyles.root}>
      {method.toUpperCase()}
    </span>
  )
}
