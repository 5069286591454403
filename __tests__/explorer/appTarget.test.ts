/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { ENDPOINT_PLACEHOLDER, SAMPLE_ENDPOINT, endpointProblem, sendToApp, statusSentence } from "../../src/explorer/appTarget"

// The reader's own application: the documented endpoint form, the token in Authorization only, plain sentences.

const endpoint = "https://inventory-7d3a91c2.apps.strata.dev/query"

it("Copy as curl's sample endpoint and the endpoint form are the glossary's", () => {
  const glossary = fs.readFileSync(path.join(__dirname, "../../content/glossary.md"), "utf8")
  const row = (name: string) => new RegExp(`^\\| ${name} \\| \`([^\`]+)\` \\|`, "m").exec(glossary)?.[1]
  expect(row("Sample endpoint")).toBe(SAMPLE_ENDPOINT)
  expect(row("Application endpoint shape")).toBe(ENDPOINT_PLACEHOLDER)
  expect(endpointProblem(SAMPLE_ENDPOINT)).toBeUndefined()
})

it("accepts only the documented endpoint form", () => {
  expect(endpointProblem(endpoint)).toBeUndefined()
  expect(endpointProblem("")).toMatch(/Enter your application's endpoint/)
  for (const wrong of ["http://inventory-7d3a91c2.apps.strata.dev/query", "https://inventory-7d3a91c2.apps.strata.dev/query?token=x", "https://evil.example/query", "https://inventory.apps.strata.dev/query"]) {
    expect(endpointProblem(wrong)).toMatch(/must have the form https:\/\/<app-name>-<workspace-short-id>\.apps\.strata\.dev\/query/)
  }
})

it("sends the token in Authorization and the request in the body, never in the URL", async () => {
  const calls: [string, RequestInit][] = []
  const send = (async (url: string, init: RequestInit) => {
    calls.push([url, init])
    return new Response('{"data":{"me":{"id":"u"}}}', { status: 200 })
  }) as unknown as typeof fetch
  const outcome = await sendToApp({ endpoint, token: " secret-token ", query: "{ me { id } }", variables: { a: 1 } }, send, () => 0)
  expect(outcome).toEqual({ ok: true, status: 200, body: { data: { me: { id: "u" } } }, ms: 0 })
  expect(calls[0][0]).toBe(endpoint)
  expect(calls[0][0]).not.toContain("secret")
  expect((calls[0][1].headers as Record<string, string>).Authorization).toBe("Bearer secret-token")
  expect(JSON.parse(calls[0][1].body as string)).toEqual({ query: "{ me { id } }", variables: { a: 1 } })
  expect(calls[0][1].credentials).toBe("omit")
})

it("a refused or failed request, a 401 and a 5xx each read as a sentence", async () => {
  const refused = (async () => {
    throw new TypeError("Failed to fetch")
  }) as unknown as typeof fetch
  expect(await sendToApp({ endpoint, token: "t", query: "{ me { id } }" }, refused)).toMatchObject({ ok: false, problem: expect.stringMatching(/allows requests from this site \(CORS\)/) })
  const status = (code: number, body: string) => (async () => new Response(body, { status: code })) as unknown as typeof fetch
  expect(await sendToApp({ endpoint, token: "t", query: "{ me { id } }" }, status(401, ""))).toMatchObject({ ok: false, status: 401, problem: expect.stringMatching(/refused the token \(401\)/) })
  expect(await sendToApp({ endpoint, token: "t", query: "{ me { id } }" }, status(401, '{"errors":[{"message":"no","extensions":{"code":"UNAUTHENTICATED"}}]}'))).toMatchObject({ ok: true, status: 401, problem: expect.stringMatching(/401/) })
  expect(statusSentence(503)).toMatch(/failed to answer \(503\)/)
  expect(statusSentence(200)).toBeUndefined()
  // A malformed endpoint is never sent.
  const never = jest.fn() as unknown as typeof fetch
  expect(await sendToApp({ endpoint: "https://example.com/query", token: "t", query: "{ me { id } }" }, never)).toMatchObject({ ok: false })
  expect(never).not.toHaveBeenCalled()
})
