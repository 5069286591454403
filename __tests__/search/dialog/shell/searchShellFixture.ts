import { act } from "@testing-library/react"
import { createElement } from "react"
import { createRoot } from "react-dom/client"
import { buildSearchBootstrapScript } from "../../../../src/build/bundles/searchBootstrap"
import { SearchShell } from "../../../../src/search/dialog/shell/SearchShell"
import { findSearchShell, searchShellApi, type SearchShellApi, type SearchShellParts } from "../../../../src/search/dialog/shell/shellDom"

/**
 * A page as the server sends it: the search shell before the React root, and the inline bootstrap run
 * once (its listeners stay on window for the whole test file, as they do for a visit).
 */
export function installSearchShell(): { shell: SearchShellParts; api: SearchShellApi; trigger: HTMLButtonElement } {
  if (!findSearchShell()) {
    // jsdom has no fetch: the bootstrap's intent fetch of the index's meta file gets an empty answer.
    window.fetch ??= jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }) as unknown as Response)
    const host = document.createElement("div")
    document.body.prepend(host)
    act(() => createRoot(host).render(createElement(SearchShell)))
    document.body.insertAdjacentHTML(
      "beforeend",
      '<div id="___gatsby"><button type="button" data-search-trigger="">Find something...</button><a href="/x">x</a></div>',
    )
    new Function(buildSearchBootstrapScript())()
  }
  const shell = findSearchShell()!
  const trigger = document.querySelector<HTMLButtonElement>("[data-search-trigger]")!
  // jsdom lays nothing out: the trigger is given a size, as a shown button has.
  trigger.getBoundingClientRect = () => ({ width: 80, height: 32 }) as DOMRect
  return { shell, api: searchShellApi()!, trigger }
}
