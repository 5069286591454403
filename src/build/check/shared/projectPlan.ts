// Which pages write one Terraform configuration together, and which write one CUE project: the one place that says
// it (content/WRITING.md explains it). Terraform and CUE are planned the same way, each with its own base template.
//
// - A tutorial's pages write one configuration. `ordered`: each page adds to what the earlier ones wrote, so a block
//   sees the declarations of its own page and of the pages before it in content/navigation.ts. Not ordered: the
//   pages walk through one configuration that exists whole from the first page on (the base template, deployed by
//   `terraform init -from-module` in step 01), so a block sees every page's declarations.
// - Every other page (a guide, a reference page, a generated reference page) shows a fragment of the running
//   example: a block sees the declarations of its own page and those of the base template, nothing else. A
//   `var.workspace_id` that nothing declares fails; the running example's workspace is `strata_workspace.inventory`.

export interface HclProjectPlan {
  /** How messages name the project. */
  name: string
  /** Routes of its pages: a route, and every route under it (`/tutorials/setup-auth` takes `/tutorials/setup-auth/login/…`). */
  routes: string[]
  ordered: boolean
}

/** The tutorials that continue either quickstart's project, in reading order (each track's tabs). */
const TUTORIALS_AFTER_QUICKSTART = [
  "/tutorials/manage-data-schema",
  "/tutorials/activate-services",
  "/tutorials/pipelines",
  "/tutorials/setup-auth",
  "/tutorials/setup-executor",
]

export const HCL_PROJECTS: HclProjectPlan[] = [
  { name: "the base template's configuration", routes: ["/tutorials/base-template/terraform"], ordered: false },
  {
    name: "the tutorials' main.tf",
    routes: [
      "/getting-started/quickstart/terraform",
      ...TUTORIALS_AFTER_QUICKSTART,
    ],
    ordered: true,
  },
]

/** The project every page outside HCL_PROJECTS builds on. */
export const BASE_PROJECT = HCL_PROJECTS[0]

/**
 * The CUE projects: the base template's CUE files, written whole by `stratactl init` from the overview on, and the
 * CUE quickstart with the tutorials' CUE tabs that continue it, page after page. Every other page builds on the
 * base template's CUE (CUE_BASE_PROJECT).
 */
export const CUE_PROJECTS: HclProjectPlan[] = [
  { name: "the base template's CUE files", routes: ["/tutorials/base-template/cue"], ordered: false },
  {
    name: "the tutorials' CUE manifest",
    routes: [
      "/getting-started/quickstart/cue",
      ...TUTORIALS_AFTER_QUICKSTART,
    ],
    ordered: true,
  },
]

/** The CUE project every page outside CUE_PROJECTS builds on. */
export const CUE_BASE_PROJECT = CUE_PROJECTS[0]

/** A page's route from its file (`content/docs/guides/pipeline.mdx` → `/guides/pipeline`); undefined for a generated page. */
export function routeOfFile(file: string): string | undefined {
  const match = /^content\/docs\/(.*)\.mdx$/.exec(file)
  if (!match) return undefined
  const route = `/${match[1]}`.replace(/\/index$/, "")
  return route === "" ? "/" : route
}

/** The project of `projects` (HCL_PROJECTS unless told) a route belongs to. */
export function plannedProject(route: string | undefined, projects: HclProjectPlan[] = HCL_PROJECTS): HclProjectPlan | undefined {
  if (route === undefined) return undefined
  return projects.find((project) => project.routes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)))
}
