import { act, fireEvent, screen, within } from "@testing-library/react"
import { PREFERRED_LANGUAGE_KEY, resetPreferredLanguageCache } from "../../src/mdx/code/preferredLanguage"
import { renderMdx } from "./renderMdx"

const writeText = jest.fn<Promise<void>, [string]>()

beforeEach(() => {
  jest.useFakeTimers()
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
  localStorage.clear()
  resetPreferredLanguageCache()
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

const TWO_GROUPS = `
<CodeGroup title="Create" tag="POST" label="/query">

\`\`\`bash
curl -X POST
\`\`\`

\`\`\`ts title="SDK"
await client.mutate()
\`\`\`

</CodeGroup>

<CodeGroup title="Read">

\`\`\`bash
curl -X GET
\`\`\`

\`\`\`ts
await client.query()
\`\`\`

</CodeGroup>

<CodeGroup title="Only CUE">

\`\`\`cue
a: 1
\`\`\`

\`\`\`hcl
a = 1
\`\`\`

</CodeGroup>
`

describe("code group", () => {
  const tabsOf = (name: string) => within(screen.getByRole("tablist", { name: `${name}: language` })).getAllByRole("tab")
  const selected = (name: string) => tabsOf(name).find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent

  it("shows its header and one tab per block, named by title or language", () => {
    renderMdx(TWO_GROUPS)
    expect(screen.getByText("Create")).toBeInTheDocument()
    expect(document.querySelector('[data-method="POST"]')).toHaveTextContent("POST")
    expect(screen.getByText("/query")).toBeInTheDocument()
    expect(tabsOf("Create").map((tab) => tab.textContent)).toEqual(["Bash", "SDK"])
    expect(selected("Create")).toBe("Bash")
  })

  it("switches every group that has the chosen language, remembers it, and leaves the others", () => {
    renderMdx(TWO_GROUPS)
    fireEvent.click(tabsOf("Create")[1])
    expect(selected("Create")).toBe("SDK")
    expect(selected("Read")).toBe("TypeScript")
    expect(selected("Only CUE")).toBe("CUE")
    expect(localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe("typescript")
    const panelOf = (code: string) => [...document.querySelectorAll("pre")].find((pre) => pre.textContent === code)?.closest("[role=tabpanel]")
    expect(panelOf("await client.query()")).not.toHaveAttribute("hidden")
    expect(panelOf("curl -X GET")).toHaveAttribute("hidden")
  })

  it("opens on the stored preferred language", () => {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, "typescript")
    renderMdx(TWO_GROUPS)
    expect(selected("Create")).toBe("SDK")
    expect(selected("Read")).toBe("TypeScript")
  })
})

describe("code group copy", () => {
  it("copies the block of the selected tab", async () => {
    renderMdx(TWO_GROUPS)
    const group = screen.getByRole("tablist", { name: "Read: language" }).closest("[data-code-group]") as HTMLElement
    fireEvent.click(within(group).getByRole("tab", { name: "TypeScript" }))
    await act(async () => fireEvent.click(within(group).getByRole("button", { name: "Copy" })))
    expect(writeText).toHaveBeenCalledWith("await client.query()")
  })
})
