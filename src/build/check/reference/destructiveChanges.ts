import { cueDefinitions, inView, nestedAttributes, viewName, type View } from "../../../reference/resourceViews"
import type { Resource, ResourceAttribute } from "../../../reference/sources"
import { readConfigEntries, type ConfigEntry } from "./configEntries"
import type { CheckedPage, CodeBlock } from "../shared/codeBlocks"

// A guide that changes an attribute marked `change: replace` or `change: deletes-data` in resources.yaml should
// say what happens to what exists. The heuristic, per page (steps of one tutorial are pages of their own):
// - a change is shown by a ```diff block (its - and + lines read as the configuration before and after), or by two
//   ```hcl or ```cue blocks that set the same resource: the same Terraform type and label, or the same CUE
//   definition under the same name;
// - it is destructive when a marked attribute's value differs between them (an attribute left out of a whole
//   block takes its default), when a key of a marked map (a type's `fields`) is in the first and not in the second,
//   or when a marked attribute inside a map entry present in both changes. A block that says it leaves things out
//   ("# ... as before") changes only what it sets. A boolean marked deletes-data deletes when turned off (turning
//   `versioning` on deletes nothing);
// - the page says so when the prose or comments within a few lines of the block that makes the change speak of
//   replacing, recreating, destroying, deleting or losing data.
// What this reads is where a page sets what: whether the example is valid is the example checks' job.

const NEAR = 12
const SAYS_SO = /\b(?:replac|recreat|re-creat|destroy|delet|los(?:e|es|ing|t)\b|data loss|wipe)/i
const EXCERPT = /(?:#|\/\/).*(?:\.\.\.|…|as before|as above|unchanged)/i

/** One resource as one block sets it. */
interface Setting {
  resource: Resource
  view: View
  /** strata_workspace.inventory, stratadb.#Type Product */
  name: string
  entry: ConfigEntry
  /** File line of the text's first line. */
  firstLine: number
  /** The block leaves out what it doesn't change. */
  excerpt: boolean
}

interface Change {
  line: number
  what: string
  change: NonNullable<ResourceAttribute["change"]>
}

const bare = (value: string | undefined) => value?.replace(/^"(.*)"$/s, "$1").trim()
const TOOL: Record<View, string> = { terraform: "Terraform", cue: "CUE" }

/** The resources a Terraform or CUE text sets, each with what identifies it on the page. */
function settings(text: string, firstLine: number, resources: Resource[], excerpt: boolean): Setting[] {
  const found: Setting[] = []
  const definitions = cueDefinitions(resources)
  const visit = (entries: ConfigEntry[], topLevel: boolean) => {
    for (const entry of entries) {
      const terraform =
        topLevel && entry.key === "resource" && entry.labels?.length === 2
          ? resources.find((resource) => resource.terraform.resource === entry.labels![0])
          : undefined
      if (terraform && entry.entries) {
        found.push({ resource: terraform, view: "terraform", name: `${entry.labels![0]}.${entry.labels![1]}`, entry, firstLine, excerpt })
      }
      const cue = entry.definition && definitions.find((definition) => entry.definition === `${definition.package}.#${definition.definition}`)
      if (cue && entry.entries) {
        const label = /^\d+$/.test(entry.key) ? bare(entry.entries.find((inner) => inner.key === "name")?.value) : entry.key
        found.push({ resource: cue.resource, view: "cue", name: `${entry.definition} ${label}`, entry, firstLine, excerpt })
      }
      visit([...(entry.entries ?? []), ...(entry.items ?? [])], false)
    }
  }
  visit(readConfigEntries(text), true)
  return found
}

/** What turning `before` into `after` does to the marked attributes among `attributes`, at `where` (a path). */
function changes(
  before: ConfigEntry,
  after: ConfigEntry,
  attributes: ResourceAttribute[],
  setting: Setting,
  resources: Resource[],
  where: string,
  sameBlock: boolean,
): Change[] {
  const found: Change[] = []
  const fileLine = (entry: ConfigEntry) => setting.firstLine + entry.line - 1
  for (const attribute of attributes) {
    const name = viewName(attribute.name, setting.view)
    const path = where ? `${where}.${name}` : name
    const old = before.entries?.find((entry) => entry.key === name)
    const now = after.entries?.find((entry) => entry.key === name)
    const nested = /object/.test(attribute.type) ? nestedAttributes(attribute, resources, setting.view) : []
    if (attribute.change && old?.entries) {
      // A marked map: each key it loses. A block without the map at all shows something else.
      const kept = new Set((now?.entries ?? []).map((entry) => entry.key))
      // In a diff, the removed line itself; else the map of the block that drops the key.
      if (!setting.excerpt && now) {
        for (const gone of old.entries) {
          if (!kept.has(gone.key)) found.push({ line: fileLine(sameBlock ? gone : now), what: `removes ${path}.${gone.key}`, change: attribute.change })
        }
      }
    } else if (attribute.change && old && !old.items) {
      const was = bare(old.value)
      const is = bare(now?.value ?? (setting.excerpt ? undefined : attribute.default))
      const turnedOn = attribute.change === "deletes-data" && attribute.type === "bool" && is === "true"
      if (is !== undefined && was !== is && !turnedOn) {
        found.push({
          line: fileLine(now ?? after),
          what: `changes ${path} from ${old.value} to ${now?.value ?? `its default ${attribute.default}`}`,
          change: attribute.change,
        })
      }
    }
    if (!old || !now || nested.length === 0) continue
    if (attribute.type === "object") found.push(...changes(old, now, nested, setting, resources, path, sameBlock))
    // A map of objects keyed by name; in CUE, a map keyed by one of its attributes is a list.
    if (attribute.type === "map(object)" && !(setting.view === "cue" && attribute.key)) {
      for (const entry of old.entries ?? []) {
        const same = now.entries?.find((other) => other.key === entry.key)
        if (same) found.push(...changes(entry, same, nested, setting, resources, `${path}.${entry.key}`, sameBlock))
      }
    }
  }
  return found
}

/** A ```diff block as the text before and after, each line where it stands in the block. */
function diffSides(value: string): [string, string] {
  const lines = value.split("\n")
  const side = (drop: string) => lines.map((line) => (line.startsWith(drop) || /^(?:---|\+\+\+|@@)/.test(line) ? "" : line.slice(1))).join("\n")
  return [side("+"), side("-")]
}

/** Whether the prose and comments within NEAR lines of a block speak of replacing or losing data. */
function saysSo(page: CheckedPage, block: CodeBlock): boolean {
  const lines = page.body.split("\n")
  const first = block.line - page.lineOffset - 1
  const last = first + block.value.split("\n").length
  return SAYS_SO.test(lines.slice(Math.max(0, first - NEAR), last + NEAR).join("\n"))
}

const describe = (change: Change) => (change.change === "replace" ? "which forces replacement" : "which deletes data")

/**
 * Warnings, "file:line message", for each change of a marked attribute a page shows without saying what it does;
 * `changes` counts the changes of marked attributes found, said or not.
 */
export function checkDestructiveChanges(pages: CheckedPage[], blocks: CodeBlock[], resources: Resource[]): { warnings: string[]; changes: number } {
  const warnings: string[] = []
  let count = 0
  const report = (page: CheckedPage, block: CodeBlock, setting: Setting, found: Change[]) => {
    count += found.length
    if (found.length === 0 || saysSo(page, block)) return
    for (const change of found) {
      warnings.push(`${block.file}:${change.line} ${TOOL[setting.view]}: ${setting.name} ${change.what}, ${describe(change)} ` +
        `(content/schema/resources.yaml); say so near the example: what is replaced, or which data is deleted`)
    }
  }
  const compare = (before: Setting, after: Setting) =>
    changes(
      before.entry,
      after.entry,
      before.resource.attributes.filter((attribute) => inView(attribute, after.view)),
      after,
      resources,
      "",
      before.firstLine === after.firstLine,
    )
  for (const page of pages) {
    const latest = new Map<string, Setting>()
    for (const block of blocks.filter((candidate) => candidate.file === page.file && candidate.nocheck === undefined)) {
      if (block.lang === "diff") {
        const [before, after] = diffSides(block.value).map((text) => settings(text, block.line, resources, false))
        for (const setting of after) {
          const old = before.find((candidate) => candidate.name === setting.name)
          if (old) report(page, block, setting, compare(old, setting))
        }
        continue
      }
      if (block.lang !== "hcl" && block.lang !== "cue") continue
      for (const setting of settings(block.value, block.line, resources, EXCERPT.test(block.value))) {
        const old = latest.get(setting.name)
        latest.set(setting.name, setting)
        if (old) report(page, block, setting, compare(old, setting))
      }
    }
  }
  return { warnings, changes: count }
}
