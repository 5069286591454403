import { explorerFileOf } from "../../src/explorer/explorerFiles"
import { loadExplorerData } from "../../src/explorer/loadExplorerData"

// The context loader: the page's plan from its route, then the world it names, then the panel's stylesheet; each
// fetched once, a failure said as a sentence and tried again on the next Run.

const world = { sdl: "type Query { a: Int }", knownIds: [], users: [], seeds: {}, errors: {}, stylesheet: "/explorer/explorer.1.css" }
const page = (route: string) => ({ world: "/explorer/world.1.json", plan: { base: "samples", context: route, configs: [], steps: [], scripts: [] }, blocks: {} })

it("finds a page's file by its route", () => {
  expect(explorerFileOf("/tutorials/pipelines/")).toBe("/explorer/tutorials/pipelines.json")
  expect(explorerFileOf("/")).toBe("/explorer/index.json")
})

it("loads the page's plan, the world it names and the stylesheet, fetching the world once for every page", async () => {
  const fetched: string[] = []
  const linked: string[] = []
  const fetchJson = async (url: string) => {
    fetched.push(url)
    return url.startsWith("/explorer/world") ? world : page(url)
  }
  const link = async (href: string) => void linked.push(href)
  const first = await loadExplorerData("/guides/a/", fetchJson, link)
  expect(first.page.plan.context).toBe("/explorer/guides/a.json")
  expect(first.world).toEqual(world)
  await loadExplorerData("/guides/a/", fetchJson, link)
  await loadExplorerData("/guides/b/", fetchJson, link)
  expect(fetched).toEqual(["/explorer/guides/a.json", "/explorer/world.1.json", "/explorer/guides/b.json"])
  expect(linked[0]).toBe("/explorer/explorer.1.css")
})

it("says what failed as a sentence, and tries again on the next Run", async () => {
  let attempts = 0
  const flaky = async (url: string) => {
    attempts++
    if (attempts === 1) throw new Error(`${url} answered 503`)
    return url.startsWith("/explorer/world") ? world : page(url)
  }
  await expect(loadExplorerData("/guides/c/", flaky, async () => {})).rejects.toThrow(
    "The sample workspace didn't load (/explorer/guides/c.json answered 503). Check your connection and press Run again.",
  )
  await expect(loadExplorerData("/guides/c/", flaky, async () => {})).resolves.toMatchObject({ world })
})
