import { memo } from "react"
import type { GraphQLNamedType, GraphQLSchema } from "graphql"
import { errorHref, responseLines } from "./responseLinks"
import { explorerStyles } from "./explorer.styles"

interface WireError {
  message?: string
  path?: (string | number)[]
  extensions?: { code?: string; step?: string }
}

/** A response: its errors, each code linking to its entry on the errors page, then the JSON with its fields linked. */
export const ResponseView = memo(function ResponseView({ body, schema, root, errorCodes }: { body: unknown; schema?: GraphQLSchema; root?: GraphQLNamedType; errorCodes: readonly string[] }) {
  const errors = ((body as { errors?: WireError[] })?.errors ?? []).filter((error) => error && typeof error === "object")
  return (
    <>
      {errors.length > 0 && (
        <ul className={explorerStyles.errors} aria-label="Errors">
          {errors.map((error, index) => {
            const code = error.extensions?.code
            const href = errorHref(code, errorCodes)
            return (
              <li key={index}>
                {code && (href ? <a href={href}>{code}</a> : <code>{code}</code>)}
                {code ? ": " : ""}
                {error.message}
                {error.path?.length ? ` (at ${error.path.join(".")})` : ""}
              </li>
            )
          })}
        </ul>
      )}
      <pre className={explorerStyles.response} tabIndex={0} aria-label="Response">
        {responseLines(body, schema, root).map((line, index) => (
          <div key={index}>
            {"  ".repeat(line.indent)}
            {line.tokens.map((token, at) =>
              token.href ? (
                <a key={at} href={token.href} data-kind={token.kind}>
                  {token.text}
                </a>
              ) : (
                <span key={at} data-kind={token.kind}>
                  {token.text}
                </span>
              ),
            )}
          </div>
        ))}
      </pre>
    </>
  )
})
