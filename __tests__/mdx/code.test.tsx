import { act, fireEvent, screen, within } from "@testing-library/react"
import { CODE_TRACKS_KEY, OLD_PREFERRED_LANGUAGE_KEY, resetCodeTracksCache } from "../../src/mdx/code/trackPreference"
import { hydrateRoot } from "react-dom/client"
import { compileMdx } from "../../src/mdx/compiler/compileMdx"
import { toElementTree } from "../../src/mdx/elementTree"
import { renderTree } from "../../src/mdx/renderTree"
import { renderMdx } from "./renderMdx"

const writeText = jest.fn<Promise<void>, [string]>()

beforeEach(() => {
  jest.useFakeTimers()
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
  localStorage.clear()
  resetCodeTracksCache()
})
afterEach(() => jest.useRealTimers())

const CODE = 'const client = createClient({ workspaceId: "ws" })\n\n// list products\nawait client.query(`{ products { totalCount } }`)'

describe("code block", () => {
  it("shows its title, highlights the code and copies it exactly", async () => {
    renderMdx("```ts title=\"client.ts\"\n" + CODE + "\n```\n")
    expect(screen.getByText("client.ts")).toBeInTheDocument()
    expect(document.querySelector("pre .token.keyword")).toHaveTextContent("const")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })))
    expect(writeText).toHaveBeenCalledWith(CODE)
  })

  it("says Copied! for one second, then Copy again, and announces it", async () => {
    renderMdx("```bash\nstratactl version\n```\n")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })))
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard")
    act(() => jest.advanceTimersByTime(999))
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("")
  })

  it.each<[string, () => void]>([
    ["the clipboard refuses", () => writeText.mockRejectedValue(new DOMException("denied", "NotAllowedError"))],
    ["there is no clipboard", () => Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })],
  ])("says the copy failed when %s", async (_case, arrange) => {
    arrange()
    renderMdx("```bash\nstratactl version\n```\n")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })))
    expect(screen.getByRole("button", { name: "Copy failed" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Copy failed")
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument()
  })

  it("names a block without a title by its language", () => {
    renderMdx("```hcl\nresource \"strata_workspace\" \"w\" {}\n```\n")
    expect(screen.getByText("Terraform")).toBeInTheDocument()
  })
})

const group = (title: string, ...fences: [meta: string, code: string][]) =>
  `<CodeGroup title="${title}">\n\n${fences.map(([meta, code]) => "```" + meta + "\n" + code + "\n```\n\n").join("")}</CodeGroup>\n\n`

const API_GROUPS =
  group("Create", ["bash", "curl -X POST"], ['ts title="SDK"', "await client.mutate()"]) +
  group("Read", ["bash", "curl -X GET"], ["ts", "await client.query()"]) +
  group("Only CUE", ["cue", "a: 1"], ["hcl", "a = 1"])

const TUTORIAL_GROUPS =
  group("Declare", ['cue title="product.cue"', "#Product: {}"], ['hcl title="main.tf"', 'resource "strata_type" "product" {}']) +
  group("Apply", ['bash title="CUE"', "stratactl apply"], ['bash title="Terraform"', "terraform apply"]) +
  group("Tokens", ['bash title="Authorization code"', "grant_type=authorization_code"], ['bash title="Refresh token"', "grant_type=refresh_token"]) +
  group("Run", ['hcl title="Plan"', "terraform plan"], ['hcl title="Apply"', "terraform apply -auto-approve"])

const tabsOf = (name: string) => within(screen.getByRole("tablist", { name: `${name}: language` })).getAllByRole("tab")
const tabOf = (name: string, tab: string) => within(screen.getByRole("tablist", { name: `${name}: language` })).getByRole("tab", { name: tab })
const selected = (name: string) => tabsOf(name).find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent
const visibleCode = (name: string) => {
  const frame = screen.getByRole("tablist", { name: `${name}: language` }).closest("[data-code-group]") as HTMLElement
  return within(frame).getAllByRole("tabpanel").map((panel) => panel.textContent)
}

describe("code group", () => {
  it("shows its header and one tab per block, named by title or language", () => {
    renderMdx(`<CodeGroup title="Create" tag="POST" label="/query">\n\n\`\`\`bash\ncurl -X POST\n\`\`\`\n\n\`\`\`ts title="SDK"\nawait client.mutate()\n\`\`\`\n\n</CodeGroup>\n`)
    expect(screen.getByText("Create")).toBeInTheDocument()
    expect(document.querySelector('[data-method="POST"]')).toHaveTextContent("POST")
    expect(screen.getByText("/query")).toBeInTheDocument()
    expect(tabsOf("Create").map((tab) => tab.textContent)).toEqual(["Bash", "SDK"])
    expect(selected("Create")).toBe("Bash")
  })

  it("switches every group that offers the chosen track, remembers it, and leaves the others", () => {
    renderMdx(API_GROUPS)
    fireEvent.click(tabOf("Create", "SDK"))
    expect(selected("Create")).toBe("SDK")
    expect(selected("Read")).toBe("TypeScript")
    expect(selected("Only CUE")).toBe("CUE")
    expect(localStorage.getItem(CODE_TRACKS_KEY)).toBe("typescript")
    // Only the selected panel is shown (hidden panels are out of the accessibility tree).
    expect(visibleCode("Read")).toEqual(["await client.query()"])
  })

  it("follows Terraform whether a tab is named Terraform, main.tf or by its hcl code", () => {
    renderMdx(TUTORIAL_GROUPS)
    fireEvent.click(tabOf("Apply", "Terraform"))
    expect(selected("Declare")).toBe("main.tf")
    expect(visibleCode("Declare")).toEqual(['resource "strata_type" "product" {}'])
    expect(localStorage.getItem(CODE_TRACKS_KEY)).toBe("terraform")
    fireEvent.click(tabOf("Declare", "product.cue"))
    expect(selected("Apply")).toBe("CUE")
    expect(localStorage.getItem(CODE_TRACKS_KEY)).toBe("cue")
  })

  it("lets the reader pick each of two tabs in one language, in that group only", () => {
    renderMdx(TUTORIAL_GROUPS)
    fireEvent.click(tabOf("Tokens", "Refresh token"))
    expect(selected("Tokens")).toBe("Refresh token")
    expect(visibleCode("Tokens")).toEqual(["grant_type=refresh_token"])
    expect(localStorage.getItem(CODE_TRACKS_KEY)).toBeNull()
    expect(selected("Apply")).toBe("CUE")
    fireEvent.click(tabOf("Tokens", "Authorization code"))
    expect(visibleCode("Tokens")).toEqual(["grant_type=authorization_code"])
  })

  it("lets the reader pick each of two tabs of one track, and stores the track", () => {
    renderMdx(TUTORIAL_GROUPS)
    fireEvent.click(tabOf("Run", "Apply"))
    expect(visibleCode("Run")).toEqual(["terraform apply -auto-approve"])
    expect(selected("Apply")).toBe("Terraform")
    fireEvent.click(tabOf("Run", "Plan"))
    expect(visibleCode("Run")).toEqual(["terraform plan"])
    // A choice in another group that does not change this group's tab leaves the reader's pick alone.
    fireEvent.click(tabOf("Run", "Apply"))
    fireEvent.click(tabOf("Tokens", "Refresh token"))
    expect(selected("Run")).toBe("Apply")
  })

  it("tells the tag manager which tab the reader chose: its track, else its name", () => {
    process.env.GATSBY_GTM_ID = "GTM-TEST1"
    window.dataLayer = []
    try {
      renderMdx(TUTORIAL_GROUPS)
      fireEvent.click(tabOf("Run", "Apply"))
      fireEvent.click(tabOf("Tokens", "Refresh token"))
      expect(window.dataLayer).toEqual([
        { event: "tab_select", track: "terraform" },
        { event: "tab_select", track: "Refresh token" },
      ])
    } finally {
      delete process.env.GATSBY_GTM_ID
      delete window.dataLayer
    }
  })

  it("reaches every tab with the arrow keys, Home and End", () => {
    renderMdx(TUTORIAL_GROUPS)
    const [first, second] = tabsOf("Tokens")
    expect(second).toHaveAttribute("tabindex", "-1")
    fireEvent.keyDown(first, { key: "ArrowRight" })
    expect(second).toHaveFocus()
    expect(visibleCode("Tokens")).toEqual(["grant_type=refresh_token"])
    fireEvent.keyDown(second, { key: "Home" })
    expect(visibleCode("Tokens")).toEqual(["grant_type=authorization_code"])
    fireEvent.keyDown(first, { key: "End" })
    expect(selected("Tokens")).toBe("Refresh token")
  })

  it("opens on the stored tracks", () => {
    localStorage.setItem(CODE_TRACKS_KEY, "typescript terraform")
    renderMdx(API_GROUPS + TUTORIAL_GROUPS)
    expect(selected("Create")).toBe("SDK")
    expect(selected("Declare")).toBe("main.tf")
    expect(selected("Apply")).toBe("Terraform")
    expect(selected("Tokens")).toBe("Authorization code")
    expect(selected("Run")).toBe("Plan")
  })

  it("turns a language stored by the previous version into a track", () => {
    localStorage.setItem(OLD_PREFERRED_LANGUAGE_KEY, "hcl")
    renderMdx(TUTORIAL_GROUPS)
    expect(selected("Declare")).toBe("main.tf")
    expect(localStorage.getItem(CODE_TRACKS_KEY)).toBe("terraform")
    expect(localStorage.getItem(OLD_PREFERRED_LANGUAGE_KEY)).toBeNull()
  })

  it("drops a stored language that is no track", () => {
    localStorage.setItem(OLD_PREFERRED_LANGUAGE_KEY, "bash")
    renderMdx(TUTORIAL_GROUPS)
    expect(selected("Declare")).toBe("product.cue")
    expect(localStorage.getItem(CODE_TRACKS_KEY)).toBeNull()
    expect(localStorage.getItem(OLD_PREFERRED_LANGUAGE_KEY)).toBeNull()
  })

  it("ignores what is not a track in storage", () => {
    localStorage.setItem(CODE_TRACKS_KEY, '"><script> TERRAFORM')
    renderMdx(TUTORIAL_GROUPS)
    expect(selected("Declare")).toBe("product.cue")
  })

  it("still switches tabs when storage is refused", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError")
    }
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(refuse)
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(refuse)
    try {
      renderMdx(TUTORIAL_GROUPS)
      fireEvent.click(tabOf("Apply", "Terraform"))
      expect(selected("Apply")).toBe("Terraform")
      expect(selected("Declare")).toBe("main.tf")
    } finally {
      getItem.mockRestore()
      setItem.mockRestore()
    }
  })
})

describe("code group copy", () => {
  it("copies the block of the selected tab", async () => {
    renderMdx(API_GROUPS)
    const group = screen.getByRole("tablist", { name: "Read: language" }).closest("[data-code-group]") as HTMLElement
    fireEvent.click(within(group).getByRole("tab", { name: "TypeScript" }))
    await act(async () => fireEvent.click(within(group).getByRole("button", { name: "Copy" })))
    expect(writeText).toHaveBeenCalledWith("await client.query()")
  })
})

// The Node build: jsdom lacks the TextEncoder the browser build of react-dom/server needs.
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server")

describe("code group hydration", () => {
  it("hydrates the server's tabs without a warning, then shows the stored track", async () => {
    const page = <article>{renderTree(toElementTree(compileMdx(TUTORIAL_GROUPS, "test.mdx").tree))}</article>
    const container = document.createElement("div")
    container.innerHTML = renderToString(page)
    document.body.append(container)
    // The server knows no preference: its HTML waits for the stored one and shows the first tab.
    expect(container.querySelectorAll("[data-awaiting-tracks]")).toHaveLength(4)
    localStorage.setItem(CODE_TRACKS_KEY, "terraform")
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    try {
      await act(async () => {
        hydrateRoot(container, page)
      })
      expect(error).not.toHaveBeenCalled()
    } finally {
      error.mockRestore()
    }
    expect(selected("Declare")).toBe("main.tf")
    expect(selected("Apply")).toBe("Terraform")
    expect(container.querySelectorAll("[data-awaiting-tracks]")).toHaveLength(0)
    container.remove()
  })
})
