import type { Resource } from "../../../reference/sources"
import type { HclParses } from "../tools/hclDocument"
import { closestName } from "../shared/closestName"
import type { CodeBlock } from "../shared/codeBlocks"
import { hclNames, type HclDeclaration, type HclLineReference } from "./hclBlockNames"
import { labelProblem, labelRules } from "./hclLabels"
import { BASE_PROJECT, plannedProject, routeOfFile, type HclProjectPlan } from "../shared/projectPlan"
import { HCL_PARSER } from "../../kernel/tools/hcl"
import { withGenerated } from "../shared/siteBlocks"
import { readingOrder } from "../shared/sitePages"
import { withSchemas, type SiteCheck } from "../siteCheck"

// Configuration resolves as a project: every `var.`, `local.`, resource, `data.` and `module.` reference of a
// Terraform example is declared in the example's project (shared/projectPlan.ts says which pages form one), and each
// resource of the running example has its one label (hclLabels.ts).

interface Page {
  file: string
  plan?: HclProjectPlan
  /** Its place in the navigation's reading order. */
  position: number
  declared: (HclDeclaration & { block: CodeBlock })[]
  references: (HclLineReference & { block: CodeBlock })[]
}

export interface HclProjectCheck {
  problems: string[]
  /** Examples read (parsed, not nocheck). */
  blocks: number
  /** Projects they form: each tutorial's, and each other page's own. */
  projects: number
  /** References found declared in their project. */
  references: number
}

const lineOf = (block: CodeBlock, line: number) => `${block.file}:${block.line + line - 1}`

/** How a declaration of the address is written. */
function declarationText(address: string): string {
  const [root, first, second] = address.split(".")
  if (root === "var") return `variable "${first}"`
  if (root === "local") return `"${first}" in a locals block`
  if (root === "module") return `module "${first}"`
  if (root === "data") return `data "${first}" "${second}"`
  return `resource "${root}" "${first}"`
}

/** A declared address the reference probably meant: `strata_X.LABEL.id` for `var.X_id`, the closest name of its kind, or the labels of its type. */
function suggestion(address: string, visible: Set<string>): string | undefined {
  const parts = address.split(".")
  const [root, name] = parts
  if (root === "var" && name.endsWith("_id")) {
    const owner = [...visible].find((candidate) => candidate.startsWith(`strata_${name.slice(0, -3)}.`))
    if (owner) return `${owner}.id`
  }
  const prefix = parts.slice(0, -1).join(".")
  const sameKind = [...visible].filter((candidate) => candidate.startsWith(`${prefix}.`) && candidate.split(".").length === parts.length)
  const close = closestName(parts[parts.length - 1], sameKind.map((candidate) => candidate.slice(prefix.length + 1)))
  if (close) return `${prefix}.${close}`
  if (root === "var" || root === "local" || root === "module" || sameKind.length === 0) return undefined
  return sameKind.length === 1 ? sameKind[0] : `one of ${sameKind.join(", ")}`
}

function readPages(blocks: CodeBlock[], parses: HclParses, order: string[], result: HclProjectCheck, resources: Resource[]): Page[] {
  const rules = labelRules(resources)
  const pages = new Map<string, Page>()
  for (const block of blocks) {
    if ((block.lang !== "hcl" && block.lang !== "terraform") || block.nocheck !== undefined) continue
    const parsed = parses(block.value)
    // A block that doesn't parse is reported by the Terraform check.
    if ("errors" in parsed) continue
    result.blocks++
    const route = routeOfFile(block.file)
    const position = route === undefined || !order.includes(route) ? order.length : order.indexOf(route)
    const page = pages.get(block.file) ?? { file: block.file, plan: plannedProject(route), position, declared: [], references: [] }
    pages.set(block.file, page)
    const names = hclNames(parsed.body)
    page.declared.push(...names.declared.map((declared) => ({ ...declared, block })))
    page.references.push(...names.references.map((reference) => ({ ...reference, block })))
    for (const resource of parsed.body.blocks) {
      const [type, label] = resource.labels
      const problem = resource.type === "resource" && type && label ? labelProblem(type, label, resource.body, rules) : undefined
      if (problem) result.problems.push(`${lineOf(block, resource.line)} Terraform: ${problem}`)
    }
  }
  return [...pages.values()]
}

/** The pages whose declarations a page's blocks see. */
function visiblePages(page: Page, pages: Page[]): Page[] {
  if (!page.plan) return [page, ...pages.filter((other) => other.plan === BASE_PROJECT)]
  const project = pages.filter((other) => other.plan === page.plan)
  if (!page.plan.ordered) return project
  return project.filter((other) => other.position < page.position || (other.position === page.position && other.file <= page.file))
}

/** Where the reference was looked for, in a message. */
function where(page: Page): string {
  if (!page.plan) return `this page or ${BASE_PROJECT.name}, which every page outside a tutorial builds on`
  return page.plan.ordered ? `this page or the pages before it of ${page.plan.name}` : page.plan.name
}

/** Where else the address is declared, for a message: a later page of the project, or a page of another project. */
function declaredElsewhere(address: string, page: Page, pages: Page[]): string {
  const other = pages.find((candidate) => candidate !== page && candidate.declared.some((declared) => declared.address === address))
  if (!other) return ""
  const found = other.declared.find((declared) => declared.address === address)!
  const later = other.plan !== undefined && other.plan === page.plan
  return ` (${lineOf(found.block, found.line)} declares it, ${later ? "on a later page" : "in another project"})`
}

/**
 * Every reference of every ```hcl and ```terraform example resolves in its project, and each resource of the running
 * example has its one label; `order` is the navigation's routes in reading order (a tutorial's pages follow it).
 */
export function checkHclProjects(blocks: CodeBlock[], parses: HclParses, resources: Resource[], order: string[] = []): HclProjectCheck {
  const result: HclProjectCheck = { problems: [], blocks: 0, projects: 0, references: 0 }
  const pages = readPages(blocks, parses, order, result, resources)
  result.projects = new Set(pages.map((page) => page.plan ?? page)).size
  for (const page of pages) {
    const visible = new Set(visiblePages(page, pages).flatMap((other) => other.declared.map((declared) => declared.address)))
    for (const reference of page.references) {
      if (visible.has(reference.address)) {
        result.references++
        continue
      }
      const meant = suggestion(reference.address, visible)
      result.problems.push(
        `${lineOf(reference.block, reference.line)} Terraform: ${reference.address} is not declared in ${where(page)}` +
          `${declaredElsewhere(reference.address, page, pages)}: ` +
          (meant ? `did you mean ${meant}? Or declare ${declarationText(reference.address)}` : `declare ${declarationText(reference.address)}`),
      )
    }
  }
  return result
}

/** Every reference of a Terraform block resolves in its project (projectPlan.ts: a tutorial's pages, or a page on the base template). */
export const hclProjects: SiteCheck = {
  name: "hcl projects",
  line: "Examples",
  tools: HCL_PARSER,
  run: withSchemas((context, schemas) => {
    const projects = checkHclProjects(withGenerated(context.codeBlocks(), "hcl"), context.hclParses(), schemas.resources, readingOrder(context.site))
    return { problems: projects.problems, summary: [`${projects.references} references of ${projects.blocks} hcl blocks resolved in their ${projects.projects} projects`] }
  }),
}
