import { cell, code, fence, prop } from "./mdxText"
import { rateText, type RateLimit } from "./limitPhrases"
import type { ReferencePage } from "./pageModel"
import { entryList, type ReferenceEntry } from "./referenceEntries"
import { formatCount } from "./schemaFacts"
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

const LOCATIONS: Record<string, string> = { path: "In the path.", query: "In the query string.", header: "A request header." }

const typeOf = (schema: OpenApiSchema | undefined, fallback: string) => (schema?.format ? `${schema.type} (${schema.format})` : (schema?.type ?? fallback))

/** An object schema's properties as entries; `side` says whether the reader sends them (required applies) or reads them. */
export function schemaEntries(document: OpenApiDocument, schema: OpenApiSchema, side: "request" | "response"): ReferenceEntry[] {
  const resolved = resolve(document, schema)
  return Object.entries(resolved.properties ?? {}).map(([name, value]) => ({
    name,
    type: typeOf(value, "object"),
    required: side === "request" ? (resolved.required ?? []).includes(name) : undefined,
    limit: value.maxLength !== undefined ? `at most ${formatCount(value.maxLength)} characters` : undefined,
    description: cell(value.description ?? ""),
  }))
}

/** A parameter as an entry: where it goes starts its description. */
export function parameterEntry(parameter: OpenApiParameter): ReferenceEntry {
  return {
    name: parameter.name,
    type: typeOf(parameter.schema, "string"),
    required: Boolean(parameter.required),
    limit: parameter.schema?.maxLength !== undefined ? `at most ${formatCount(parameter.schema.maxLength)} characters` : undefined,
    description: [LOCATIONS[parameter.in] ?? "", cell(parameter.description ?? "")].filter(Boolean).join(" "),
  }
}

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

function responseSection(document: OpenApiDocument, status: string, response: OpenApiResponse, rates: RateLimit[] = []): string {
  const resolved = resolve(document, response)
  const media: OpenApiMedia | undefined = resolved.content?.["application/json"]
  const code_ = media?.example && typeof media.example === "object" ? (media.example as { code?: string }).code : undefined
  const headers = Object.keys(resolved.headers ?? {})
  const errorCode = code_ ? ` [${code(code_)}](/reference/errors#${code_.toLowerCase()})` : ""
  const headerList = headers.length ? ` Headers: ${headers.map(code).join(", ")}.` : ""
  // The limit a 429 is about, from limits.yaml, where the limits page reads it too.
  const limit = code_ === "RATE_LIMITED" ? rates.filter((rate) => rate.api === "management").map((rate) => ` The limit is ${rateText(rate)}.`).join("") : ""
  return `- \`${status}\`${errorCode}: ${cell(resolved.description ?? "")}${limit}${headerList}`
}

function operationSection(document: OpenApiDocument, entry: Operation, rates: RateLimit[]): string {
  const { operation } = entry
  const request = operation.requestBody?.content["application/json"]
  const success = Object.entries(operation.responses).filter(([status]) => status.startsWith("2"))
  const failures = Object.entries(operation.responses).filter(([status]) => !status.startsWith("2"))
  const parts = [
    `<Heading level="2" tag="${entry.method}" label="${prop(entry.path)}">${operation.summary}</Heading>`,
    cell(operation.description ?? ""),
    "### Parameters",
    entryList(entry.parameters.map(parameterEntry)),
  ]
  if (request?.schema) {
    parts.push(
      "### Request body",
      `A JSON object${operation.requestBody?.required ? ", required" : ""}:`,
      entryList(schemaEntries(document, request.schema, "request")),
    )
  }
  for (const [status, response] of success) {
    const media = resolve(document, response).content?.["application/json"]
    parts.push(`### Response ${status}`, cell(resolve(document, response).description ?? ""))
    if (media?.schema) parts.push(entryList(schemaEntries(document, media.schema, "response")))
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
      `code.\n\n${failures.map(([status, response]) => responseSection(document, status, response, rates)).join("\n")}`,
  )
  return parts.join("\n\n")
}

/** The management API reference: authentication, then one section per operation. */
export function managementApiPages(document: OpenApiDocument, rates: RateLimit[] = []): ReferencePage[] {
  const all = operations(document)
  const scheme = Object.values(document.components.securitySchemes ?? {})[0]
  const body = [
    `${cell(document.info.description ?? document.info.summary ?? "")} ` +
      `The OpenAPI 3.1 description of the API is served at ` +
      `[/schema/management-api.yaml](/schema/management-api.yaml), for clients and tools that read OpenAPI.`,
    "## Base URL and authentication",
    `Send every request to \`${document.servers[0].url}\`, over HTTPS. Authenticate ` +
      `with ${cell(scheme?.description?.replace(/\.$/, "").replace(/^A /, "a ") ?? "a personal access token")}, created on the [account ` +
      `page](/administration/account-management#personal-access-tokens) and sent as \`Authorization: Bearer <token>\`. The request acts with the role of the ` +
      `member who created the token, in the workspace the path names. Keep the token in an environment variable such as \`STRATA_ACCESS_TOKEN\`, never in a ` +
      `script or a repository. Requests and responses are JSON, with \`Content-Type: application/json\`.` +
      rates.filter((rate) => rate.api === "management").map((rate) => ` The API accepts ${rateText(rate)}; a request over it gets HTTP 429 with ` +
        `\`RATE_LIMITED\` and a \`Retry-After\` header.`).join(""),
    ...all.map((entry) => operationSection(document, entry, rates)),
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
