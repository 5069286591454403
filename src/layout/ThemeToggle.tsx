import { trackEvent } from "../startup/dataLayer"
import { toggleDarkMode } from "../startup/darkMode"
import { Icon } from "../ui/Icon"
import { IconButton } from "../ui/IconButton"

const toggle = () => trackEvent("theme_change", { theme: toggleDarkMode() ? "dark" : "light" })

/** Switches light/dark. Which icon shows is decided by CSS from the <html> class, so it never flashes. */
export function ThemeToggle() {
  return (
    <IconButton icon="sun" label="Toggle dark mode" onClick={toggle}>
      <span className="only-light">
        <Icon name="moon" />
      </span>
      <span className="only-dark">
        <Icon name="sun" />
      </span>
    </IconButton>
  )
}
