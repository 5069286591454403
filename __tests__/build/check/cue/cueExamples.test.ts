import { pageCode } from "../../../../src/build/check/shared/codeBlocks"
import { checkCueExamples, type CueExampleCheck } from "../../../../src/build/check/cue/cueExamples"
import { fragmentWrapper } from "../../../../src/build/check/cue/cueFragments"
import { declarationLines, declaredNames, preamble, referencedNames } from "../../../../src/build/check/cue/cueText"
import { cueErrors } from "../../../../src/build/check/tools/cue"
import type { Resource } from "../../../../src/reference/sources"

// The CUE evaluator vets fixture pages against an SDK generated from a small resources.yaml. Each page's front
// matter is 4 lines (lineOffset 4), so the first line of a block's code is file line 6 when the fence is on line 5.
const page = (file: string, body: string) => pageCode({ file, body, lineOffset: 4 }).blocks

const resources: Resource[] = [
  {
    name: "stratadb_namespace",
    title: "Namespace",
    description: "A namespace.",
    terraform: { resource: "strata_stratadb" },
    cue: { package: "stratadb", definition: "Namespace" },
    attributes: [
      { name: "namespace", type: "string", required: true, description: "Name." },
      { name: "types", type: "list(object)", resource: "stratadb_type", views: ["cue"], description: "Types." },
    ],
  },
  {
    name: "stratadb_type",
    title: "Type",
    description: "A type.",
    terraform: { resource: "strata_stratadb_type" },
    cue: { package: "stratadb", definition: "Type" },
    attributes: [
      { name: "workspace_id", type: "string", required: true, views: ["terraform"], description: "Workspace." },
      { name: "name", type: "string", required: true, description: "Name." },
      { name: "fields", type: "map(object)", resource: "stratadb_field", required: true, description: "Fields." },
      {
        name: "permissions",
        type: "list(object)",
        description: "Rules.",
        attributes: [
          { name: "actions", type: "list(string)", required: true, values: ["read", "create", "update", "delete"], description: "Actions." },
          { name: "condition", type: "string", required: true, description: "CEL." },
          { name: "effect", type: "string", default: "allow", values: ["allow", "deny"], description: "Effect." },
        ],
      },
    ],
  },
  {
    name: "stratadb_field",
    title: "Field",
    description: "A field.",
    terraform: { inline: "strata_stratadb_type.fields" },
    cue: { package: "stratadb", definition: "Field" },
    attributes: [
      { name: "type", type: "string", required: true, values: ["uuid", "string", "float", "enum"], description: "Type." },
      { name: "required", type: "bool", default: "false", description: "Required." },
      { name: "allowed_values", type: "list(string)", description: "Enum values." },
    ],
  },
  {
    name: "executor",
    title: "Executor",
    description: "An executor.",
    terraform: { inline: "strata_executor.executors" },
    cue: { package: "executor", definition: "Executor" },
    attributes: [
      { name: "name", type: "string", required: true, description: "Name." },
      {
        name: "trigger",
        type: "object",
        required: true,
        description: "Trigger.",
        attributes: [{ name: "event", type: "object", description: "Event.", attributes: [{ name: "types", type: "list(string)", required: true, description: "Types." }, { name: "type_name", type: "string", description: "Type." }] }],
      },
      {
        name: "operation",
        type: "object",
        required: true,
        description: "Operation.",
        attributes: [
          { name: "function", type: "object", description: "Function.", attributes: [{ name: "name", type: "string", required: true, description: "Name." }] },
          { name: "job_function", type: "object", description: "Job.", attributes: [{ name: "name", type: "string", required: true, description: "Name." }] },
        ],
      },
    ],
  },
]

const executor = (operation: string) =>
  ['```cue', 'import "strata.dev/sdk/cue/executor"', "", "executor.#Executor & {", '\tname: "nightly-report"', '\ttrigger: event: {types: ["stratadb.record.updated"], typeName: "Order"}', `\toperation: ${operation}: name: "reorder-report"`, "}", "```", ""].join("\n")

const pages = {
  // Line 11: Terraform's name of the operation.
  snakeCase: page("snake.mdx", executor("job_function")),
  valid: page("valid.mdx", executor("jobFunction")),
  // Line 6: a definition the package doesn't have; line 13: a local one no example declares.
  unknown: page("unknown.mdx", '```cue\nx: executor.#Exectuor & {name: "a"}\n```\n\nThen:\n\n```cue\nimport "strata.dev/sdk/cue/stratadb"\n\ny: stratadb.#Namespace & {\n\tnamespace: "inventory"\n\ttypes: [#Order]\n}\n```\n'),
  // #Product is declared in the first block and used in the second, as a page builds a manifest in steps.
  steps: page(
    "steps.mdx",
    '```cue\n#Product: stratadb.#Type & {\n\tname: "Product"\n\tfields: sku: {type: "string", required: true}\n}\n```\n\nThen:\n\n```cue\nstratadb.#Namespace & {\n\tnamespace: "inventory"\n\ttypes: [#Product]\n}\n```\n',
  ),
  // Fragments: a trigger alone, and a permission rule whose effect (line 6) is none of the allowed values.
  fragments: page("fragments.mdx", '```cue\n{actions: ["read"], condition: "true", effect: "maybe"}\n```\n\n```cue\ntrigger: event: {types: ["stratadb.record.created"], type_name: "Product"}\n```\n'),
  // HCL written in a CUE block (line 7), and a block marked nocheck.
  hcl: page("hcl.mdx", '```cue\nclaims: {\n\tgroups = "roles"\n}\n```\n\n```cue nocheck="shows a conflict on purpose"\na: 1\na: 2\n```\n'),
}

let result: CueExampleCheck
beforeAll(() => {
  result = checkCueExamples(Object.values(pages).flat(), resources)
}, 120_000)

const problemsOf = (file: string) => result.problems.filter((problem) => problem.startsWith(`${file}:`))

describe("CUE examples vetted by the CUE evaluator", () => {
  it("a snake_case field name fails with the file and line where it is written", () => {
    expect(problemsOf("snake.mdx")).toEqual(["snake.mdx:11 CUE: operation: field job_function not allowed"])
  })

  it("the same example with the CUE name passes", () => {
    expect(problemsOf("valid.mdx")).toEqual([])
  })

  it("a definition the package doesn't have, and one no example declares, fail with their lines", () => {
    expect(problemsOf("unknown.mdx")).toEqual([
      "unknown.mdx:6 CUE: package executor (strata.dev/sdk/cue/executor) has no definition #Exectuor (it has #Executor)",
      "unknown.mdx:16 CUE: #Order is not declared in this page or the base template's CUE files, which every page outside a tutorial builds on: declare #Order: …",
    ])
  })

  it("a definition declared in an earlier block of the page is there for a later one", () => {
    expect(problemsOf("steps.mdx")).toEqual([])
  })

  it("a fragment is vetted inside the definition it fits: a value none of the allowed ones, a snake_case name", () => {
    expect(problemsOf("fragments.mdx")).toEqual([
      'fragments.mdx:6 CUE: permissions.0.effect: 2 errors in empty disjunction: conflicting values "allow" and "maybe"; conflicting values "deny" and "maybe"',
      "fragments.mdx:10 CUE: trigger.event: field type_name not allowed",
    ])
  })

  it("HCL syntax in a CUE block fails at its line; a nocheck block is skipped with its reason", () => {
    expect(problemsOf("hcl.mdx")).toEqual([expect.stringMatching(/^hcl\.mdx:7 CUE: use of deprecated old-style alias; use "let X = expr" instead/)])
    expect(result.skipped).toEqual(["hcl.mdx:12 shows a conflict on purpose"])
  })

  it("counts how each example was vetted", () => {
    expect(result.checked).toBe(9)
    expect(result.vetted).toEqual({ definitions: 6, fragment: 2, plain: 1 })
  })
})

describe("what the check reads from an example before the evaluator does", () => {
  it("the package clause, the imports and where the declarations start", () => {
    expect(preamble('package strata\n\nimport (\n\t"strata.dev/sdk/cue/manifest"\n\ts "example.com/inventory/schema"\n)\n\nworkspace: {}')).toEqual({
      packageName: "strata",
      packageLine: 0,
      imports: [
        { name: "manifest", path: "strata.dev/sdk/cue/manifest" },
        { name: "s", path: "example.com/inventory/schema" },
      ],
      bodyStart: 6,
    })
    expect(preamble("// A comment.\nx: 1").bodyStart).toBe(0)
  })

  it("the names declared and used, never those in strings or comments", () => {
    const text = '_money: {type: "float"}\n#Product: stratadb.#Type & {\n\tdescription: "not #Order"\n\tfields: price: _money // or #Cost\n\ttypes: [#Category]\n}'
    expect([...declaredNames(text)]).toEqual(["_money", "#Product"])
    expect([...referencedNames(text)]).toEqual(["_money", "#Category"])
  })

  it("the lines of a declaration, up to the brace that closes it, past braces inside strings", () => {
    const text = 'x: 1\n#Resolver: pipeline.#Resolver & {\n\tquery: """\n\t\t{ products }\n\t\t"""\n}\ny: 2'
    expect(declarationLines(text, "#Resolver")).toEqual({ from: 1, to: 5 })
    expect(declarationLines(text, "#Missing")).toBeUndefined()
  })

  it("a fragment goes into the place of the SDK it fits best, and a CUE illustration into none", () => {
    expect(fragmentWrapper('{actions: ["read"], condition: "true"}', resources)).toEqual({ open: "stratadb.#Type & { permissions: [", close: "]}", place: "stratadb.#Type.permissions[]" })
    expect(fragmentWrapper('status: {type: "enum", allowedValues: ["PAID"]}', resources)).toEqual({ open: "stratadb.#Type & { fields: {", close: "}}", place: "stratadb.#Type.fields.*" })
    expect(fragmentWrapper('price: float & >0\nsku: string', resources)).toBeUndefined()
  })
})

describe("the evaluator's messages", () => {
  it("are read as path, message and positions", () => {
    const stderr = 'b3.v.trigger.event: field type_name not allowed:\n    ./examples/0/b3.cue:5:1\n    ./cue.mod/pkg/strata.dev/sdk/cue/executor/executor.cue:6:20\nexpected operand, found \']\':\n    ./examples/1/b4.cue:7:2\n'
    expect(cueErrors(stderr)).toEqual([
      { path: "b3.v.trigger.event", message: "field type_name not allowed", positions: [{ file: "examples/0/b3.cue", line: 5, column: 1 }, { file: "cue.mod/pkg/strata.dev/sdk/cue/executor/executor.cue", line: 6, column: 20 }] },
      { path: "", message: "expected operand, found ']'", positions: [{ file: "examples/1/b4.cue", line: 7, column: 2 }] },
    ])
  })
})
