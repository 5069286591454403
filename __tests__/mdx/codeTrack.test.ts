import { metaForReaders, parseCodeMeta } from "../../src/mdx/code/codeMeta"
import { trackOf, type CodeTab } from "../../src/mdx/code/codeTrack"
import { MAX_STORED_TRACKS, tabOfStoredTracks, withChosenTrack } from "../../src/mdx/code/trackChoice"
import { preHydrationTrackCss } from "../../src/mdx/code/trackStyles"

describe("trackOf", () => {
  it.each<[CodeTab, string | undefined]>([
    // Named by title, whatever the code's language.
    [{ language: "cue", title: "CUE" }, "cue"],
    [{ language: "hcl", title: "Terraform" }, "terraform"],
    [{ language: "bash", title: "CUE" }, "cue"],
    [{ language: "bash", title: "Terraform" }, "terraform"],
    [{ language: "bash", title: "stratactl" }, "stratactl"],
    [{ language: "bash", title: "cURL" }, "curl"],
    [{ language: "http", title: "HTTP" }, "http"],
    [{ language: "typescript", title: "TypeScript" }, "typescript"],
    [{ language: "bash", title: " terraform " }, "terraform"],
    // Named by the files it shows.
    [{ language: "hcl", title: "main.tf" }, "terraform"],
    [{ language: "hcl", title: "pipeline.tf" }, "terraform"],
    [{ language: "cue", title: "workspace.cue" }, "cue"],
    [{ language: "cue", title: "inventory.cue and supplier.cue" }, "cue"],
    [{ language: "typescript", title: "client.ts" }, "typescript"],
    [{ language: "javascript", title: "server.js" }, "javascript"],
    [{ language: "text", title: "main.tf and product.cue" }, undefined],
    [{ language: "json", title: "schema.json" }, undefined],
    // Untitled: by its language, when the language is a variant.
    [{ language: "hcl" }, "terraform"],
    [{ language: "cue" }, "cue"],
    [{ language: "typescript" }, "typescript"],
    [{ language: "bash" }, undefined],
    [{ language: "json" }, undefined],
    [{ language: "text" }, undefined],
    [{}, undefined],
    // A free title: its language, when that is a variant; else none.
    [{ language: "hcl", title: "Plan" }, "terraform"],
    [{ language: "typescript", title: "SDK" }, "typescript"],
    [{ language: "bash", title: "Authorization code" }, undefined],
    [{ language: "bash", title: "Refresh token" }, undefined],
    // An explicit track wins; a known name becomes its track, anything else a slug.
    [{ language: "bash", title: "Plan", track: "terraform" }, "terraform"],
    [{ language: "bash", title: "Plan", track: "hcl" }, "terraform"],
    [{ language: "bash", title: "Apply", track: "Terraform" }, "terraform"],
    [{ language: "bash", title: "Windows", track: "Power Shell" }, "power-shell"],
    [{ language: "cue", title: "CUE", track: "  " }, "cue"],
  ])("%j → %s", (tab, track) => {
    expect(trackOf(tab)).toBe(track)
  })
})

describe("tabOfStoredTracks", () => {
  it.each<[(string | undefined)[], string[], number]>([
    [["cue", "terraform"], [], -1],
    [["cue", "terraform"], ["terraform"], 1],
    [["cue", "terraform"], ["typescript", "terraform"], 1],
    [["stratactl", "terraform"], ["terraform", "stratactl"], 0],
    [[undefined, undefined], ["terraform"], -1],
    // Two tabs of one track: the track cannot pick between them.
    [["terraform", "terraform"], ["terraform"], -1],
    [["cue", "terraform", "terraform"], ["terraform"], -1],
    [["cue", "terraform", "terraform"], ["terraform", "cue"], 0],
  ])("%j with %j → %i", (tracks, stored, index) => {
    expect(tabOfStoredTracks(tracks, stored)).toBe(index)
  })
})

describe("withChosenTrack", () => {
  it("puts the pick first and drops the group's other tracks", () => {
    expect(withChosenTrack(["cue", "typescript"], "terraform", ["cue", "terraform"])).toEqual(["terraform", "typescript"])
    expect(withChosenTrack(["typescript", "terraform"], "terraform", ["terraform", undefined])).toEqual(["terraform", "typescript"])
  })

  it("keeps a bounded list", () => {
    const many = Array.from({ length: MAX_STORED_TRACKS + 3 }, (_, index) => `t${index}`)
    expect(withChosenTrack(many, "cue", ["cue"])).toHaveLength(MAX_STORED_TRACKS)
  })
})

describe("preHydrationTrackCss", () => {
  // The rules that show a panel (the others hide the rest and restyle the tabs).
  const panelRules = (tracks: (string | undefined)[]) =>
    preHydrationTrackCss(tracks)
      .split("\n")
      .filter((rule) => rule.includes("[role=tabpanel][data-track="))

  it("shows a stored track's panel, an earlier tab's stored track first, as tabOfStoredTracks does", () => {
    const group = '[data-tracks="cue - terraform"][data-awaiting-tracks]'
    expect(panelRules(["cue", undefined, "terraform"])).toEqual([
      `html[data-code-track~="cue"] ${group} [role=tabpanel][data-track="cue"]{display:block}`,
      `html[data-code-track~="terraform"]:not([data-code-track~="cue"]) ${group} [role=tabpanel][data-track="terraform"]{display:block}`,
    ])
  })

  it("has no rule for a track two tabs share", () => {
    expect(preHydrationTrackCss(["terraform", "terraform", undefined])).toBe("")
  })
})

describe("fence meta", () => {
  it.each<[string | null, { title?: string; track?: string }]>([
    [null, {}],
    ['title="client.ts"', { title: "client.ts" }],
    ["title='Plan' track=terraform", { title: "Plan", track: "terraform" }],
    ['track="terraform" title="Plan"', { title: "Plan", track: "terraform" }],
    ['title=""', {}],
  ])("%s → %j", (meta, parsed) => {
    expect(parseCodeMeta(meta)).toEqual(parsed)
  })

  it.each<[string | null, string | null]>([
    [null, null],
    ['title="Plan" track="terraform"', 'title="Plan"'],
    ["track=terraform title='Plan'", "title='Plan'"],
    ['track="terraform"', null],
    ['title="cURL"', 'title="cURL"'],
  ])("a reader of the Markdown twin sees %s as %s", (meta, shown) => {
    expect(metaForReaders(meta)).toBe(shown)
  })
})
