import type { DevelopReport, ShownProblem } from "./report"
import { DEVELOP_REPORT_PATH } from "./report"
import { elsewhereTitle, excerptLines, hereTitle, problemsView } from "./problemsView"
import { positionOf } from "./problems"
import { OVERLAY_CSS } from "./overlayStyles"

/** How often the overlay asks develop's server for the last check run (a save re-runs the checks). */
export const POLL_MS = 400
const ROOT_ID = "strata-problems"

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function problemItem(problem: ShownProblem, link: boolean): HTMLLIElement {
  const position = positionOf(problem)
  const where = position ? element("code", { class: "position" }, position) : ""
  const item = element("li", {}, element("p", { class: "where" }, link && problem.routes[0] ? element("a", { href: problem.routes[0] }, where) : where), element("p", { class: "message" }, problem.message))
  const lines = excerptLines(problem)
  if (lines.length > 0) {
    const code = element("code")
    for (const line of lines) {
      code.append(element("span", { class: line.marked ? "line marked" : "line", ...(line.marked ? { "aria-current": "true" } : {}) }, element("span", { class: "number", "aria-hidden": "true" }, String(line.number)), line.text || " "))
    }
    item.append(element("pre", { "aria-label": `Lines ${lines[0].number} to ${lines[lines.length - 1].number} of ${problem.file}` }, code))
  }
  return item
}

/**
 * The overlay of `gatsby develop`: the problems of the page the writer is looking at, over that page, each with
 * its file and line, the lines around it and the message's fix; the rest as a count that opens their list. It asks
 * develop's server for the last check run every POLL_MS and redraws when the run or the page changes, so a saved
 * fix clears it by itself. Never part of a build (gatsby-browser.tsx loads it in development only).
 */
export function startProblemOverlay(): void {
  document.head.append(element("style", {}, OVERLAY_CSS))
  let report: DevelopReport | undefined
  let drawn = ""
  // The writer's choices, kept until the next check run: the page's problems hidden, the others' list open.
  let seenRun = -1
  let hidden = false
  let listOpen = false
  let returnFocus: Element | null = null
  const hadProblems = new Set<string>()

  const panel = (title: string, items: HTMLLIElement[], others: ShownProblem[], verdict: string, close: () => void) => {
    const hide = element("button", { type: "button", class: "hide" }, "Hide")
    const dialog = element(
      "section",
      { id: ROOT_ID, role: "dialog", "aria-modal": "false", "aria-labelledby": `${ROOT_ID}-title`, tabindex: "-1", class: "strata-problems" },
      element("div", { class: "head" }, element("h2", { id: `${ROOT_ID}-title` }, title), hide),
      element("ol", {}, ...items),
    )
    if (others.length > 0) {
      dialog.append(element("details", {}, element("summary", {}, elsewhereTitle(others.length, true)), element("ol", {}, ...others.map((problem) => problemItem(problem, true)))))
    }
    dialog.append(element("p", { class: "verdict" }, `${verdict}. Save a fix and this updates by itself.`))
    const closeAndRefocus = () => {
      close()
      draw()
      const target = returnFocus instanceof HTMLElement && returnFocus !== document.body ? returnFocus : document.getElementById(ROOT_ID)
      target?.focus()
    }
    hide.addEventListener("click", closeAndRefocus)
    dialog.addEventListener("keydown", (event) => {
      if (event.key === "Escape") closeAndRefocus()
    })
    return dialog
  }

  const draw = () => {
    if (!report) return
    if (report.run !== seenRun) {
      seenRun = report.run
      hidden = false
    }
    const pathname = window.location.pathname
    const key = `${report.run} ${pathname} ${hidden} ${listOpen}`
    if (key === drawn) return
    const opening = !drawn.startsWith(`${report.run} ${pathname} false`)
    drawn = key
    const view = problemsView(report, pathname)
    const before = document.getElementById(ROOT_ID)
    const hadFocus = before?.contains(document.activeElement) ?? false
    before?.remove()
    // A page shown as its problems comes back once they are gone (only then: a page whose problems this report
    // does not place on it would reload for ever).
    if (view.here.length > 0) hadProblems.add(pathname)
    else if (hadProblems.has(pathname) && document.querySelector("[data-problem-page]")) {
      window.location.reload()
      return
    }
    if (view.here.length === 0 && view.elsewhere.length === 0) return
    let shown: HTMLElement
    if (view.here.length > 0 && !hidden) {
      shown = panel(hereTitle(view.here.length), view.here.map((problem) => problemItem(problem, false)), view.elsewhere, view.verdict, () => (hidden = true))
    } else if (listOpen) {
      const all = [...view.here, ...view.elsewhere]
      shown = panel(elsewhereTitle(all.length, false), all.map((problem) => problemItem(problem, true)), [], view.verdict, () => (listOpen = false))
    } else {
      const count = view.here.length + view.elsewhere.length
      shown = element("button", { id: ROOT_ID, type: "button", class: "strata-problems-badge", "aria-label": `Show ${count} content ${count === 1 ? "problem" : "problems"}` }, view.verdict.replace(/^Content: /, ""))
      shown.addEventListener("click", () => {
        if (view.here.length > 0) hidden = false
        else listOpen = true
        draw()
        document.getElementById(ROOT_ID)?.focus()
      })
    }
    document.body.append(shown)
    if (hadFocus) shown.focus()
    else if (opening && shown.tagName === "SECTION" && (document.activeElement === document.body || document.activeElement === null)) {
      returnFocus = document.activeElement
      shown.focus()
    }
  }

  const poll = async () => {
    try {
      const response = await fetch(DEVELOP_REPORT_PATH, { cache: "no-store" })
      if (response.ok) report = (await response.json()) as DevelopReport
    } catch {
      // develop restarting: the next poll asks again.
    }
    draw()
    window.setTimeout(poll, POLL_MS)
  }
  void poll()
}
