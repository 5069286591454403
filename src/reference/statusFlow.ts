import { code, fence } from "./mdxText"

// The statuses a record moves through, as operations.yaml declares them for the operation that moves it
// (`setOrderStatus`): the reference states the allowed transitions and draws them, and the build checks each status
// against the enum of the field in strata.graphql, so the picture cannot disagree with the schema.

export interface StatusTransitions {
  /** The field of the operation's result that holds the status (`status` of `Order`). */
  field: string
  /** The status a new record starts in. */
  initial: string
  /** Each status and those it may move to; a status that is no key is final. */
  allowed: Record<string, string[]>
}

/** Every status named, in order of first mention: the initial one, then as the transitions name them. */
export function statuses(transitions: StatusTransitions): string[] {
  return [...new Set([transitions.initial, ...Object.entries(transitions.allowed).flatMap(([from, to]) => [from, ...to])])]
}

/** "`PENDING` to `PAID` or `CANCELLED`; `PAID` to …", the transitions in words. */
export function transitionsSentence(transitions: StatusTransitions): string {
  const or = (list: string[]) => (list.length > 1 ? `${list.slice(0, -1).map(code).join(", ")} or ${code(list[list.length - 1])}` : code(list[0]))
  const moves = Object.entries(transitions.allowed).map(([from, to]) => `${code(from)} to ${or(to)}`)
  const final = statuses(transitions).filter((status) => !(status in transitions.allowed))
  return `A new record starts as ${code(transitions.initial)}. The allowed transitions: ${moves.join("; ")}. ` +
    `${final.map(code).join(" and ")} ${final.length > 1 ? "are" : "is"} final.`
}

/** The transitions as a Mermaid state diagram, in a fenced block with its title and description. */
export function statusFlowDiagram(transitions: StatusTransitions, typeName: string): string {
  const lines = ["stateDiagram-v2", `  [*] --> ${transitions.initial}`]
  for (const [from, to] of Object.entries(transitions.allowed)) for (const target of to) lines.push(`  ${from} --> ${target}`)
  for (const status of statuses(transitions).filter((status) => !(status in transitions.allowed))) lines.push(`  ${status} --> [*]`)
  const desc = transitionsSentence(transitions).replace(/`/g, "")
  return fence("mermaid", lines.join("\n"), `title="The statuses of ${a(typeName)} ${typeName}" desc="${desc}"`)
}

const a = (word: string) => (/^[AEIOU]/.test(word) ? "an" : "a")
