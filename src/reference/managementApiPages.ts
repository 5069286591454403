import { cell, code, fence, prop } from "./mdxText"
import type { ReferencePage } from "./pageModel"
import type { OpenApiDocument, OpenApiMedia, OpenApiOperation, OpenApiParameter, OpenApiResponse, OpenApiSchema } from "./sources"

export const MANAGEMENT_API_ROUTE = "/reference/api-references/management-api"
const METHODS = ["get", "put", "post", "patch", "delete"] as const

/** `#/components/schemas/SecretValue` → the schema it names (one level: the file has no chains). */
function resolve<T extends { $ref?: string }>(document: OpenApiDocument, item: T): T {
  if (!item.$ref) return item
  const [, , group, name] = item.$ref.split("/")
  const target = (document.components as unknown as Record<string, Record<string, T>>)[group]?.[name]
  if (!target) throw new Error(`management API: ${item.$ref} points at nothing`)
  return target
}

interface Operation {
  method: string
  path: string
  operation: OpenApiOperation
  parameters: OpenApiParameter[]
}

/** Every operation of the document, in path then method order, with its path's parameters. */
export function operations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const shared = (item.parameters as OpenApiParameter[] | undefined) ?? []
    return METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as OpenApiOperation
      return { method: method.toUpperCase(), path, operation, parameters: [...shared, ...(operation.parameters ?? [])] }
    })
  })
}

function property(name: string, type: string, required: boolean, description: string): string {
  return `<Property name="${prop(name)}" type="${prop(type)}"${required ? ' required="true"' : ""}>\n\n${cell(description)}\n\n</Property>`
}

function schemaProperties(document: OpenApiDocument, schema: OpenApiSchema): string[] {
  const resolved = resolve(document, schema)
  return Object.entries(resolved.properties ?? {}).map(([name, value]) => {
    const type = value.format ? `${value.type} (${value.format})` : (value.type ?? "object")
    return property(name, type, (resolved.required ?? []).includes(name), value.description ?? "")
  })
}

const parameterProperty = (parameter: OpenApiParameter) =>
  property(parameter.name, `${parameter.schema?.type ?? "string"} (${parameter.in})`, Boolean(parameter.required), parameter.description ?? "")

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** The body property that holds a secret (`format: password` or `writeOnly`), which a command line must never carry. */
export function secretProperty(document: OpenApiDocument, media: OpenApiMedia | undefined): string | undefined {
  const schema = media?.schema && resolve(document, media.schema)
  return Object.entries(schema?.properties ?? {}).find(([, property]) => property.format === "password" || property.writeOnly)?.[0]
}

/** The environment variable a curl example reads a secret from: `value` → SECRET_VALUE. */
export const secretVariable = (property: string) => `SECRET_${property.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}`

/**
 * The curl command of an operation, with the example values of its parameters and body. A secret in the body
 * is piped in from an environment variable through jq, so that it is in neither the shell history nor the
 * process list, as the Secret Manager guide advises.
 */
export function curlSample(document: OpenApiDocument, entry: Operation): string {
  const example = (name: string) => entry.parameters.find((parameter) => parameter.name === name)?.example
  const url = document.servers[0].url + entry.path.replace(/\{(\w+)\}/g, (_match, name: string) => String(example(name) ?? `<${name}>`))
  const media = entry.operation.requestBody?.content["application/json"]
  const body = media?.example
  const secret = body ? secretProperty(document, media) : undefined
  const curl = [`curl -X ${entry.method} \\`, `  "${url}" \\`, `  -H "Authorization: Bearer $STRATA_ACCESS_TOKEN"${body ? " \\" : ""}`]
  if (!body) return curl.join("\n")
  if (!secret) return [...curl, `  -H "Content-Type: application/json" \\`, `  --data '${JSON.stringify(body)}'`].join("\n")
  const others = Object.entries(body as Record<string, unknown>).filter(([name]) => name !== secret)
  const filter = `{${[`${secret}: .`, ...others.map(([name, value]) => `${name}: ${JSON.stringify(value)}`)].join(", ")}}`
  return [
    `printf '%s' "$${secretVariable(secret)}" | jq -Rs '${filter}' | ${curl[0]}`,
    ...curl.slice(1),
    `  -H "Content-Type: application/json" \\`,
    "  --data @-",
  ].join("\n")
}

function responseSection(document: OpenApiDocument, status: string, response: OpenApiResponse): string {
  const resolved = resolve(document, response)
  const media: OpenApiMedia | undefined = resolved.content?.["application/json"]
  const code_ = media?.example && typeof media.example === "object" ? (media.example as { code?: string }).code : undefined
  const headers = Object.keys(resolved.headers ?? {})
  const errorCode = code_ ? ` [${code(code_)}](/reference/errors#${code_.toLowerCase()})` : ""
  const headerList = headers.length ? ` Headers: ${headers.map(code).join(", ")}.` : ""
  return `- \`${status}\`${errorCode}: ${cell(resolved.description ?? "")}${headerList}`
}

function operationSection(document: OpenApiDocument, entry: Operation): string {
  const { operation } = entry
  const request = operation.requestBody?.content["application/json"]
  const success = Object.entries(operation.responses).filter(([status]) => status.startsWith("2"))
  const failures = Object.entries(operation.responses).filter(([status]) => !status.startsWith("2"))
  const parts = [
    `<Heading level="2" tag="${entry.method}" label="${prop(entry.path)}">${operation.summary}</Heading>`,
    cell(operation.description ?? ""),
    "### Parameters",
    `<Properties>\n\n${entry.parameters.map(parameterProperty).join("\n\n")}\n\n</Properties>`,
  ]
  if (request?.schema) {
    parts.push(
      "### Request body",
      `A JSON object${operation.requestBody?.required ? ", required" : ""}:`,
      `<Properties>\n\n${schemaProperties(document, request.schema).join("\n\n")}\n\n</Properties>`,
    )
  }
  for (const [status, response] of success) {
    const media = resolve(document, response).content?.["application/json"]
    parts.push(`### Response ${status}`, cell(resolve(document, response).description ?? ""))
    if (media?.schema) parts.push(`<Properties>\n\n${schemaProperties(document, media.schema).join("\n\n")}\n\n</Properties>`)
  }
  const responseExample = success.map(([, response]) => resolve(document, response).content?.["application/json"]?.example).find(Boolean)
  parts.push(
    "### Example",
    `<CodeGroup title="${prop(operation.summary)}" tag="${entry.method}" label="${prop(entry.path)}">\n\n` +
      `${fence("bash", curlSample(document, entry), 'title="cURL"')}\n\n` +
      `${request?.example ? `${fence("json", json(request.example), 'title="Request body"')}\n\n` : ""}</CodeGroup>`,
    ...(responseExample ? [fence("json", json(responseExample), 'title="Response"')] : []),
    "### Errors",
    `Errors have a JSON body with \`code\` and \`message\`; the [error reference](/reference/errors) explains each ` +
      `code.\n\n${failures.map(([status, response]) => responseSection(document, status, response)).join("\n")}`,
  )
  return parts.join("\n\n")
}

/** The management API reference: authentication, then one section per operation. */
export function managementApiPages(document: OpenApiDocument): ReferencePage[] {
  const all = operations(document)
  const scheme = Object.values(document.components.securitySchemes ?? {})[0]
  const body = [
    `${cell(document.info.description ?? document.info.summary ?? "")} Today the API has ${all.length === 1 ? "one operation" : `${all.length} operations`}, ` +
      `listed below with ${all.length === 1 ? "its" : "their"} parameters, request and response bodies, a \`curl\` example and the ` +
      `errors ${all.length === 1 ? "it" : "they"} can return. The OpenAPI 3.1 description of the API is served at ` +
      `[/schema/management-api.yaml](/schema/management-api.yaml), for clients and tools that read OpenAPI.`,
    "## Base URL and authentication",
    `Send every request to \`${document.servers[0].url}\`, over HTTPS. Authenticate ` +
      `with ${cell(scheme?.description?.replace(/\.$/, "").replace(/^A /, "a ") ?? "a personal access token")}, created on the [account ` +
      `page](/administration/account-management#personal-access-tokens) and sent as \`Authorization: Bearer <token>\`. The request acts with the role of the ` +
      `member who created the token, in the workspace the path names. Keep the token in an environment variable such as \`STRATA_ACCESS_TOKEN\`, never in a ` +
      `script or a repository. Requests and responses are JSON, with \`Content-Type: application/json\`.`,
    ...all.map((entry) => operationSection(document, entry)),
  ]
  return [
    {
      route: MANAGEMENT_API_ROUTE,
      title: "Management API reference",
      description: "Every operation of the Strata management REST API, with its parameters, request and response bodies, a curl example and its errors.",
      body: body.join("\n\n"),
      source: "managementApi",
    },
  ]
}
