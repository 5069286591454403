import { Icon } from "../../../ui/Icon"
import { IconButton } from "../../../ui/IconButton"
import { screenStatesStyles } from "../ScreenStates.styles"
import { searchDialogStyles } from "../SearchDialog.styles"
import { searchPanelStyles } from "../SearchPanel.styles"
import { SEARCH_INPUT_MAX_LENGTH } from "../../shared/settings"
import { SEARCH_SHELL_IDS } from "./shellDom"

/**
 * The search dialog's frame and its one input, in every page's HTML (outside the React root, hidden):
 * the bootstrap opens it from the first paint, and the dialog renders its results into it and adopts the
 * input, so nothing typed is lost and nothing flashes.
 */
export function SearchShell() {
  return (
    <div id={SEARCH_SHELL_IDS.root} hidden className={searchDialogStyles.backdrop}>
      <div role="dialog" aria-modal="true" aria-label="Search" tabIndex={-1} className={searchDialogStyles.panel}>
        <div className={searchPanelStyles.bar}>
          <Icon name="search" size={18} />
          <input
            id={SEARCH_SHELL_IDS.input}
            type="search"
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            role="combobox"
            aria-label="Search the documentation"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls="search-results"
            placeholder="Find something..."
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            className={searchPanelStyles.input}
          />
          <span id={SEARCH_SHELL_IDS.spinner} className={searchPanelStyles.slot} />
          <kbd className={searchPanelStyles.kbd}>Esc</kbd>
          {/* Phones have no Escape key: a button closes (the bootstrap's), as tapping outside does. */}
          <IconButton id={SEARCH_SHELL_IDS.close} icon="close" label="Close search" className={searchPanelStyles.close} />
        </div>
        <div id={SEARCH_SHELL_IDS.results} className={searchPanelStyles.results}>
          <p id={SEARCH_SHELL_IDS.start} className={screenStatesStyles.box}>
            Search guides, tutorials and references.
          </p>
          <p id={SEARCH_SHELL_IDS.status} role="status" className={screenStatesStyles.message} />
        </div>
      </div>
    </div>
  )
}
