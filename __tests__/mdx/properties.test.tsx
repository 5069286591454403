import { render, screen, within } from "@testing-library/react"
import { Properties, Property } from "../../src/mdx/Properties"

const SERVICES_PATH = "services.<key>.types.<key>.fields.<key>.type"

describe("Property", () => {
  it("shows name, type, optional, default, limit and its marks on the term, the description below", () => {
    render(
      <Properties>
        <Property
          name="region"
          type="string"
          required="false"
          default="us-west-1"
          limit="at most 63 characters"
          change="replace"
          deprecated="true"
        >
          Where the workspace runs.
        </Property>
      </Properties>,
    )
    const term = screen.getByRole("term")
    expect(term.textContent).toBe("regionstringoptionaldefault us-west-1at most 63 charactersForces replacementDeprecated")
    expect([...term.children].map((child) => child.textContent)).toEqual([
      "region",
      "string",
      "optional",
      "default us-west-1",
      "at most 63 characters",
      "Forces replacement",
      "Deprecated",
    ])
    expect([...term.querySelectorAll("code")].map((code) => code.textContent)).toEqual(["region", "string", "us-west-1"])
    expect(within(term).queryByText("required")).toBeNull()
    expect(screen.getByRole("definition").textContent).toBe("Where the workspace runs.")
    expect(screen.queryByRole("link")).toBeNull()
  })

  it("says required, and shows the Deletes data mark", () => {
    render(
      <Properties>
        <Property name="name" type="String!" required="true" change="deletes-data">
          The name.
        </Property>
      </Properties>,
    )
    const term = screen.getByRole("term")
    expect(term.textContent).toBe("nameString!requiredDeletes data")
    expect(within(term).getByText("required").tagName).toBe("SPAN")
    expect(within(term).queryByText("optional")).toBeNull()
    expect(within(term).queryByText("Forces replacement")).toBeNull()
    expect(within(term).queryByText("Deprecated")).toBeNull()
  })

  it("links the type to typeHref", () => {
    render(
      <Properties>
        <Property name="input" type="ProductCreateInput!" typeHref="/reference/graphql/inputs#productcreateinput" required="true">
          What to create.
        </Property>
      </Properties>,
    )
    const link = screen.getByRole("link")
    expect(link).toHaveAttribute("href", "/reference/graphql/inputs#productcreateinput")
    expect(link.textContent).toBe("ProductCreateInput!")
    expect(link.children).toHaveLength(1)
    expect(link.firstElementChild?.tagName).toBe("CODE")
    // The name is not inside the link.
    expect(screen.getByText("input").closest("a")).toBeNull()
  })

  it("says neither required nor optional without a required prop, and shows no default or marks it lacks", () => {
    render(
      <Properties>
        <Property name="totalCount" type="Int!" deprecated="false">
          How many.
        </Property>
      </Properties>,
    )
    const term = screen.getByRole("term")
    expect(term.textContent).toBe("totalCountInt!")
    expect(term.children).toHaveLength(2)
  })

  it("lays out a long name as one box with its breaks, its text unchanged", () => {
    render(
      <Properties>
        <Property name={SERVICES_PATH} type="string">
          A field's type.
        </Property>
      </Properties>,
    )
    const [name, type] = [...screen.getByRole("term").querySelectorAll("code")]
    expect(name).toHaveAttribute("data-wrap", "long")
    expect(name.querySelectorAll("wbr")).toHaveLength(6)
    expect(name.textContent).toBe(SERVICES_PATH)
    expect(name.innerHTML).toBe("services.<wbr>&lt;key&gt;.<wbr>types.<wbr>&lt;key&gt;.<wbr>fields.<wbr>&lt;key&gt;.<wbr>type")
    // A short type stays whole, with no data-wrap.
    expect(type).not.toHaveAttribute("data-wrap")
    expect(type.innerHTML).toBe("string")
  })

  it("lays out a type with spaces at its spaces", () => {
    render(
      <Properties>
        <Property name="token" type="() => Promise<string>" />
      </Properties>,
    )
    const type = screen.getByRole("term").querySelectorAll("code")[1]
    expect(type).toHaveAttribute("data-wrap", "spaces")
    expect(type.innerHTML).toBe("<span>()</span> <span>=&gt;</span> <span>Promise&lt;string&gt;</span>")
  })

  it("is one entry of the Properties definition list", () => {
    const { container } = render(
      <Properties>
        <Property name="a">A.</Property>
        <Property name="b">B.</Property>
      </Properties>,
    )
    const list = container.querySelector("dl")!
    expect(list.children).toHaveLength(2)
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["a", "b"])
    expect(screen.getAllByRole("definition").map((definition) => definition.textContent)).toEqual(["A.", "B."])
  })
})
