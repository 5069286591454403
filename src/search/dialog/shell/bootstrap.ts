import type { IndexFileCache } from "../../engine/indexFiles"
import type { BootstrapConfig } from "./shellDom"

/**
 * The inline script right after the shell in every page, before any bundle: ⌘/Ctrl K, `/` (outside text fields) and a
 * click or tap on any [data-search-trigger] open the shell and focus its input in the event's own handler (phones show
 * their keyboard only then). Intent (hover, focus, touch, the shortcut) fetches the index's meta file. Escape, an outside
 * click or tap (not a swipe), its close button (phones) and a hash change close it and give focus back; Tab stays inside.
 * While it is open the page behind does not scroll (<html> gets the `lock` class). Outside the React root, it
 * keeps working across client navigation. ES5 in one function, importing only types: src/build/bundles/searchBootstrap.ts makes it the
 * script at build, allowed by its CSP hash.
 */
export function searchBootstrap(c: BootstrapConfig) {
  var d = document
  var w = window as unknown as Window & { __strataSearch?: unknown }
  var shell = d.getElementById(c.ids.root) as HTMLElement
  var field = d.getElementById(c.ids.input) as HTMLInputElement
  if (!shell || !field || w.__strataSearch) return
  var panel = shell.firstElementChild as HTMLElement
  var start = d.getElementById(c.ids.start) as HTMLElement
  var area = start.parentNode as HTMLElement
  var status = d.getElementById(c.ids.status) as HTMLElement
  var opened = false
  var back: HTMLElement | null = null
  var touch: Touch | null = null
  // The index files fetched so far: the engine reads and fills the same record (src/search/engine/indexFiles).
  var files: IndexFileCache = {}
  function app() {
    return d.getElementById("___gatsby") as (HTMLElement & { inert: boolean }) | null
  }
  function shown(element: Element) {
    var box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  // Open requests count only while a search button is shown at this width.
  function triggerShown() {
    return Array.prototype.some.call(d.querySelectorAll("[data-search-trigger]"), shown)
  }
  function send(name: string) {
    w.dispatchEvent(new Event(name))
  }
  function intent() {
    if (!files[c.meta]) {
      var file = w.fetch(c.index + c.meta).then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status)
        return response.json()
      })
      file.catch(function () {
        files[c.meta] = undefined
      })
      files[c.meta] = file
    }
    send(c.events.intent)
  }
  function open() {
    if (opened || !triggerShown()) return opened
    opened = true
    back = d.activeElement as HTMLElement | null
    shell.hidden = false
    d.documentElement.classList.add(c.lock)
    field.focus()
    intent()
    send(c.events.open)
    // The page behind turns inert after the dialog's first frame: restyling the whole page takes longer than
    // the frame itself, and until then the backdrop takes the pointer and the trap keeps Tab inside.
    requestAnimationFrame(function () {
      setTimeout(function () {
        var page = app()
        if (opened && page) page.inert = true
      })
    })
    return true
  }
  function close() {
    if (!opened) return
    opened = false
    var focused = d.activeElement
    var inside = !focused || focused === d.body || shell.contains(focused)
    shell.hidden = true
    d.documentElement.classList.remove(c.lock)
    var page = app()
    if (page) page.inert = false
    field.value = ""
    area.insertBefore(start, area.firstChild)
    status.textContent = ""
    // Focus goes back only if it was still in search (a route change may have moved it on purpose).
    if (inside && back && back.focus) back.focus()
    send(c.events.close)
  }
  // Another modal (the navigation drawer) is open.
  function otherModal() {
    return Array.prototype.some.call(d.querySelectorAll('[aria-modal="true"]'), function (element: Element) {
      return element !== panel && shown(element)
    })
  }
  function editable(target: HTMLElement | null) {
    return !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  }
  function trap(event: KeyboardEvent) {
    var items = Array.prototype.filter.call(panel.querySelectorAll(c.focusable), function (element: HTMLElement) {
      return element.tabIndex >= 0 && element.getClientRects().length > 0
    }) as HTMLElement[]
    var active = d.activeElement
    if (!items.length) return event.preventDefault()
    var edge = event.shiftKey ? items[0] : items[items.length - 1]
    if (active === edge || !panel.contains(active)) {
      event.preventDefault()
      ;(event.shiftKey ? items[items.length - 1] : items[0]).focus()
    }
  }
  w.addEventListener(
    "keydown",
    function (event) {
      var key = event.key
      var target = event.target as HTMLElement | null
      if ((key === "k" || key === "K") && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        if (opened) {
          event.preventDefault()
          close()
        } else if (open()) event.preventDefault()
        return
      }
      // The `/` must not land in the input it focuses.
      if (key === "/" && !opened && !event.metaKey && !event.ctrlKey && !event.altKey && !event.isComposing) {
        if (!event.defaultPrevented && !editable(target) && !otherModal() && open()) event.preventDefault()
        return
      }
      if (opened && key === "Tab") trap(event)
    },
    true,
  )
  // Escape closes unless the dialog's own handler took it on its way up (it closes the result panel, then clears, then
  // closes). Listening last, not asking whether the dialog is there, leaves no moment while it mounts when Escape does nothing.
  w.addEventListener("keydown", function (event) {
    if (opened && event.key === "Escape" && !event.isComposing && !event.defaultPrevented) {
      event.preventDefault()
      close()
    }
  })
  d.addEventListener(
    "click",
    function (event) {
      var target = event.target as Element | null
      if (target && target.closest && target.closest("[data-search-trigger]")) open()
    },
    true,
  )
  function onIntent(event: Event) {
    var target = event.target as Element | null
    if (target && target.closest && target.closest("[data-search-trigger]")) intent()
  }
  d.addEventListener("pointerover", onIntent, true)
  // While open, focus stays in the dialog: a page that moves it (focus after a route change) gives it back.
  d.addEventListener(
    "focusin",
    function (event) {
      if (opened && !shell.contains(event.target as Node)) field.focus()
      else onIntent(event)
    },
    true,
  )
  d.addEventListener("touchstart", onIntent, { capture: true, passive: true })
  shell.addEventListener("mousedown", function (event) {
    if (event.target === shell) close()
  })
  shell.addEventListener("touchstart", function (event) {
    touch = event.target === shell ? event.touches[0] : null
  })
  // A swipe scrolls; only a tap outside closes.
  shell.addEventListener("touchend", function (event) {
    var end = event.changedTouches[0]
    if (event.target === shell && touch && end && Math.sqrt(Math.pow(end.clientX - touch.clientX, 2) + Math.pow(end.clientY - touch.clientY, 2)) <= c.swipe) {
      event.preventDefault()
      close()
    }
    touch = null
  })
  field.addEventListener("compositionstart", function () {
    field.setAttribute(c.composing, "")
  })
  field.addEventListener("compositionend", function () {
    field.removeAttribute(c.composing)
  })
  w.addEventListener("hashchange", close)
  ;(d.getElementById(c.ids.close) as HTMLElement).onclick = close
  w.__strataSearch = {
    open: open,
    close: close,
    isOpen: function () {
      return opened
    },
    adopt: function () {
      // The dialog shows its own start screen (recent searches): the shell's start text leaves meanwhile.
      start.remove()
      status.textContent = ""
    },
    fail: function (message: string) {
      status.textContent = message
    },
    files: files,
  }
}
