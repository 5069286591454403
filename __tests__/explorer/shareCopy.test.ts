import { curlCommand, readShareFragment, shareFragment, shareLink } from "../../src/explorer/shareCopy"
import { opensBlock } from "../../src/explorer/trigger"

// What a reader takes away: curl with the token left as $STRATA_TOKEN, and a link whose fragment carries the request.

const request = { query: 'query ($sku: String!) { product(sku: $sku) { name } } # it\'s "quoted" é', variables: { sku: "COF-1001" } }

it("copies as a curl command that sends $STRATA_TOKEN and a body the shell passes as written", () => {
  const command = curlCommand("https://inventory-7d3a91c2.apps.strata.dev/query", request)
  expect(command).toContain('-H "Authorization: Bearer $STRATA_TOKEN"')
  expect(command.split(" \\\n")[0]).toBe("curl https://inventory-7d3a91c2.apps.strata.dev/query")
  // The body between the shell's quotes, with its escaped quote put back, is the request's JSON.
  const quoted = /-d '((?:[^']|'\\'')*)'$/.exec(command)![1].replace(/'\\''/g, "'")
  expect(JSON.parse(quoted)).toEqual(request)
})

it("a share link round-trips the edited request in the fragment, and never in the path or query", () => {
  const link = shareLink("https://docs.strata.dev/tutorials/pipelines/?x=1#step-5", "271", request)
  expect(link.startsWith("https://docs.strata.dev/tutorials/pipelines/?x=1#try-271=")).toBe(true)
  const hash = link.slice(link.indexOf("#"))
  expect(readShareFragment(hash)).toEqual({ run: "271", request })
  expect(opensBlock(hash, "271")).toBe(true)
  expect(opensBlock(hash, "27")).toBe(false)
  expect(shareFragment("5", { query: "{ me { id } }" })).toMatch(/^#try-5=[A-Za-z0-9_-]+$/)
})

it("a damaged or foreign fragment opens nothing", () => {
  expect(readShareFragment("#step-5")).toBeUndefined()
  expect(readShareFragment("#try-5=%%%")).toBeUndefined()
  expect(readShareFragment(`#try-5=${Buffer.from('{"nope":1}').toString("base64url")}`)).toBeUndefined()
})
