import { CUE_EVALUATOR } from "../tools/cue"
import { withGenerated } from "../shared/siteBlocks"
import { readingOrder } from "../shared/sitePages"
import { withSchemas, type SiteCheck } from "../siteCheck"
import { checkCueExamples } from "./cueExamples"
import { blockResultMemo } from "../shared/blockResultMemo"
import { digestOf } from "../../kernel/pageStore"

// The evaluator's run is the slowest check: develop reuses it while no CUE block and no resource changed.
const lastVet = blockResultMemo<ReturnType<typeof checkCueExamples>>()

/** Every CUE block is vetted by the CUE evaluator against the SDK generated from resources.yaml, in its project. */
export const cueBlocks: SiteCheck = {
  name: "cue blocks",
  line: "Examples",
  tools: CUE_EVALUATOR,
  run: withSchemas((context, schemas) => {
    // The CUE evaluator vets every CUE example at once, in one child process; generated pages show CUE too.
    const blocks = withGenerated(context.codeBlocks(), "cue")
    const order = readingOrder(context.site)
    const cue = lastVet(blocks.filter((block) => block.lang === "cue"), [digestOf(JSON.stringify(schemas.resources)), ...order], () => checkCueExamples(blocks, schemas.resources, order))
    const vetted = `${cue.vetted.definitions} with the definitions they name, ${cue.vetted.fragment} fragments inside the definition they fit, ` +
      `${cue.vetted.plain} as CUE of their own; ${cue.skipped.length} nocheck`
    return {
      problems: cue.problems,
      summary: [
        `${cue.checked} cue blocks vetted by the CUE evaluator against the SDK generated from resources.yaml (${vetted})`,
        `${cue.projects.references} names of ${cue.projects.blocks} cue blocks resolved in their ${cue.projects.projects} projects`,
      ],
    }
  }),
}
