import { bundleLoader, withBundlesAfterFirstPaint } from "../../../src/build/hosting/bundlesAfterFirstPaint"

const PAGE = [
  "<html><head></head><body><div id=\"___gatsby\"></div>",
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
  '<script src="/webpack-runtime-0123.js" async=""></script><script src="/framework-4567.js" async=""></script><script src="/app-89ab.js" async=""></script>',
  "</body></html>",
].join("")

describe("Gatsby's bundles after the first paint", () => {
  it("replaces the bundle tags by one inline loader, where the first was, keeping their order and every other script", () => {
    const html = withBundlesAfterFirstPaint(PAGE)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-chunk-mapping">')
    expect(html).toContain(`<script id="strata-bundles">${bundleLoader(["/webpack-runtime-0123.js", "/framework-4567.js", "/app-89ab.js"])}</script></body>`)
  })

  it("gives a page kept from the last build (its loader already written) this build's loader, with the same bundles", () => {
    const once = withBundlesAfterFirstPaint(PAGE)
    expect(withBundlesAfterFirstPaint(once)).toBe(once)
    const older = once.replace(/<script id="strata-bundles">.*?<\/script>/, '<script id="strata-bundles">setTimeout(function(){["/webpack-runtime-0123.js","/framework-4567.js","/app-89ab.js"].forEach(f)})</script>')
    expect(withBundlesAfterFirstPaint(older)).toBe(once)
  })

  const run = (observer: unknown, frames: (() => void)[]) => {
    const added: { src: string; async: boolean }[] = []
    const document = { createElement: () => ({ src: "", async: false }), body: { appendChild: (element: { src: string; async: boolean }) => added.push(element) } }
    new Function("window", "requestAnimationFrame", "document", bundleLoader(["/a.js", "/b.js"]))(
      { PerformanceObserver: observer },
      (callback: () => void) => frames.push(callback),
      document,
    )
    return added
  }

  it("adds the bundles once the browser reports the first paint, each an async script at the end of the body, once", () => {
    let report: ((list: unknown, observer: { disconnect(): void }) => void) | undefined
    let observed: unknown
    class Observer {
      static supportedEntryTypes: string[] = ["navigation", "paint"]
      constructor(callback: typeof report) {
        report = callback
      }
      observe(options: unknown) {
        observed = options
      }
    }
    const added = run(Observer, [])
    expect(observed).toEqual({ type: "paint", buffered: true })
    expect(added).toEqual([])
    const disconnect = jest.fn()
    report!([], { disconnect })
    report!([], { disconnect })
    expect(disconnect).toHaveBeenCalled()
    expect(added).toEqual([{ src: "/a.js", async: true }, { src: "/b.js", async: true }])
  })

  it.each([
    ["no PerformanceObserver", undefined],
    ["an observer without paint entries", class {
      static supportedEntryTypes: string[] = ["navigation"]
    }],
  ])("with %s, adds them two frames after the first rendering opportunity", (_, observer) => {
    const frames: (() => void)[] = []
    const added = run(observer, frames)
    frames.shift()!()
    expect(added).toEqual([])
    frames.shift()!()
    expect(added).toHaveLength(2)
  })

  it("leaves a page without bundles as it is", () => {
    const html = "<html><body><script>var a = 1</script></body></html>"
    expect(withBundlesAfterFirstPaint(html)).toBe(html)
  })
})
