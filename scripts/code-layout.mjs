// How a built page lays out its code, measured in the page: shared by scripts/code-wrapping.mjs (the report) and
// __tests__/e2e/codeLayout.test.mjs (the gate). The rules it checks are those of src/mdx/code/codeBreaks.ts:
//  - a code token (a run of non-whitespace in a `code` element of main) stays on one line; one longer than 30
//    characters may break when it is wider than the line it sits in, and then only at its own boundaries (after
//    `.`, `_`, `/`, `-`, `:`, `,`, `=`, `&`, `?`, `|` or a closing bracket, before an opening bracket, or between a
//    lower-case letter and a capital);
//    tokens of a `pre` block that scrolls are left out, since such a block cannot break them;
//  - no element of the article reaches past its right edge unless a box that scrolls sideways holds it;
//  - every table that scrolls sideways is in a focusable region whose name says it scrolls.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)))

// The largest table of a built page, as columns × rows. A regex is enough: the build writes plain <tr>/<td> tables.
function largestTable(html) {
  let largest = 0
  for (const [table] of html.matchAll(/<table[\s>][\s\S]*?<\/table>/g)) {
    const rows = table.match(/<tr[\s>][\s\S]*?<\/tr>/g) ?? []
    const columns = Math.max(0, ...rows.map((row) => (row.match(/<t[hd][\s>]/g) ?? []).length))
    largest = Math.max(largest, columns * rows.length)
  }
  return largest
}

/** The `count` hand-written pages of a build with the largest table (columns × rows), as routes. */
export function widestTablePages(siteDir, count) {
  const pub = path.join(siteDir, "public")
  const pages = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      const rel = path.relative(pub, file)
      // Generated and machinery folders are not hand-written pages.
      if (entry.isDirectory() && !/^(reference|page-data|_gatsby|static|schema|search)$/.test(rel)) walk(file)
      else if (entry.name === "index.html" && rel !== "index.html") {
        const size = largestTable(readFileSync(file, "utf8"))
        if (size) pages.push({ route: "/" + path.dirname(rel).split(path.sep).join("/"), size })
      }
    }
  }
  walk(pub)
  return pages.sort((a, b) => b.size - a.size || a.route.localeCompare(b.route)).slice(0, count).map((page) => page.route)
}

/** The generated reference pages, the error codes and the 5 hand-written pages with the largest tables. */
export function codeLayoutRoutes(siteDir = ROOT) {
  const listed = readFileSync(path.join(ROOT, "__tests__/navigation/referenceRoutes.txt"), "utf8")
    .split("\n").map((line) => line.trim()).filter((line) => line.startsWith("/"))
  return [...new Set([...listed, "/reference/errors", ...widestTablePages(siteDir, 5)])]
}

/**
 * Runs in the page (page.evaluate(measureCodeLayout)); everything is measured in one pass so the layout is computed
 * once. Returns the number of tokens, those on more than one line (`broken`), those among them broken where the
 * rules forbid (`wrong`, with why), the elements overflowing the article, and the tables that scroll (`scrolling`)
 * with the name of the region around each.
 */
export function measureCodeLayout() {
  const main = document.querySelector("main")
  const article = document.querySelector("main article")
  const style = (el) => getComputedStyle(el)
  const scrollsX = (el) => /auto|scroll/.test(style(el).overflowX)
  const BREAK_AFTER = /[._/:,=&?|\-}\])!>]/
  const BREAK_BEFORE = /[([{<]/
  const allowedAt = (token, i) =>
    BREAK_AFTER.test(token[i - 1]) || BREAK_BEFORE.test(token[i]) || (/[A-Z]/.test(token[i]) && /[a-z0-9]/.test(token[i - 1]))
  // The width the token's line offers: the content box of the nearest ancestor that is not inline.
  const lineWidth = (code) => {
    let box = code.parentElement
    while (box && style(box).display === "inline") box = box.parentElement
    if (!box) return Infinity
    const s = style(box)
    return box.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)
  }
  const tokens = { total: 0, broken: [], wrong: [] }
  for (const code of main ? main.querySelectorAll("code") : []) {
    if (code.parentElement.closest("code")) continue // counted with its outer code element
    if (style(code).whiteSpace.startsWith("pre")) {
      let box = code
      while (box && box !== main && !scrollsX(box)) box = box.parentElement
      if (box && box !== main) continue
    }
    // Tokens can straddle spans (a highlighter's, a kept-whole word's), so they are found in the joined text.
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
    const nodes = []
    let text = ""
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node, start: text.length })
      text += node.data
    }
    const at = (offset) => {
      let i = nodes.length - 1
      while (i > 0 && nodes[i].start > offset) i--
      return [nodes[i].node, offset - nodes[i].start]
    }
    const rectsOf = (start, end) => {
      const range = document.createRange()
      range.setStart(...at(start))
      range.setEnd(...at(end - 1))
      range.setEnd(range.endContainer, range.endOffset + 1)
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
    }
    for (const match of text.matchAll(/\S+/g)) {
      const token = match[0]
      const rects = rectsOf(match.index, match.index + token.length)
      if (!rects.length) continue // not rendered (a closed tab or details): nothing to measure
      tokens.total++
      const tops = rects.map((r) => r.top).sort((a, b) => a - b)
      if (tops.filter((top, i) => i === 0 || top - tops[i - 1] > 2).length < 2) continue
      tokens.broken.push(token)
      // The token's own width and the code's padding and border: what it needs on one line.
      const own = style(code)
      const chrome = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"].reduce((sum, key) => sum + parseFloat(own[key]), 0)
      const width = rects.reduce((sum, r) => sum + r.width, 0) + chrome
      const room = lineWidth(code)
      // Where each character's line starts: a break sits before a character lower than the one before it.
      const charTops = [...token].map((_, i) => rectsOf(match.index + i, match.index + i + 1)[0]?.top ?? 0)
      const breaks = charTops.flatMap((top, i) => (i > 0 && top - charTops[i - 1] > 2 ? [i] : []))
      const inside = breaks.filter((i) => !allowedAt(token, i)).map((i) => `${token.slice(0, i)}|${token.slice(i)}`)
      // Half a pixel of slack: text widths are fractional, and one that needs 343.1 px of 343 does not fit.
      // A token of up to 30 characters (UNBROKEN_CODE) never breaks, whatever its line: "PERMISSION_ / DENIED" reads as two words.
      if (token.length <= 30) tokens.wrong.push(`${token}: broken though it has at most 30 characters (${breaks.map((i) => `${token.slice(0, i)}|${token.slice(i)}`).join(", ")})`)
      else if (width < room - 0.5) tokens.wrong.push(`${token}: broken though it fits its line (${Math.round(width)} of ${Math.round(room)} px)`)
      else if (inside.length) tokens.wrong.push(`${token}: broken inside a word (${inside.join(", ")})`)
    }
  }
  const overflowing = []
  const scrolling = []
  if (article) {
    const right = article.getBoundingClientRect().right
    for (const el of article.querySelectorAll("*")) {
      if (el.getBoundingClientRect().right <= right + 1) continue
      let box = el.parentElement
      while (box && box !== article && !(scrollsX(box) && box.scrollWidth > box.clientWidth)) box = box.parentElement
      if (box && box !== article) continue
      overflowing.push(`${el.tagName.toLowerCase()}${el.className ? "." + String(el.className).split(" ")[0] : ""}: ${(el.textContent || "").trim().slice(0, 60)}`)
    }
    for (const table of article.querySelectorAll("table")) {
      const region = table.parentElement
      if (region.scrollWidth <= region.clientWidth + 1) continue
      scrolling.push({
        label: region.getAttribute("aria-label") || "",
        // A named <section> is a region landmark, as role="region" is.
        role: region.getAttribute("role") || (region.tagName === "SECTION" && region.hasAttribute("aria-label") ? "region" : ""),
        focusable: region.tabIndex === 0,
        scrolls: scrollsX(region),
      })
    }
  }
  return { tokens: tokens.total, broken: tokens.broken, wrong: tokens.wrong, overflowing, scrolling }
}
