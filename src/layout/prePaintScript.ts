import { CODE_TRACKS_KEY, HTML_TRACKS_ATTRIBUTE } from "../mdx/code/trackChoice"
import { APPLE_CLASS, DARK_CLASS, DARK_MODE_STORAGE_KEY, DARK_QUERY } from "../theme/colorMode"

/**
 * Runs inline in <head> before any bundle: applies the dark class (same rule as colorMode.ts), puts the
 * reader's code tracks on <html> so code groups show the chosen tab from the first paint
 * (src/mdx/code/trackStyles.ts), and marks Apple platforms so the right shortcut hint and code font show without a flash.
 */
export const prePaintScript = `(function(){var h=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(
  CODE_TRACKS_KEY,
)});if(t)h.setAttribute(${JSON.stringify(HTML_TRACKS_ATTRIBUTE)},t);var k=${JSON.stringify(
  DARK_MODE_STORAGE_KEY,
)};var s=localStorage.getItem(k);var m=window.matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches;if(s!==null&&(s==="true")===m){localStorage.removeItem(k);s=null}h.classList.toggle(${JSON.stringify(
  DARK_CLASS,
)},s==="true"||(s!=="false"&&m))}catch(e){}if(/Mac|iPhone|iPad|iPod/.test(navigator.platform||navigator.userAgent))h.classList.add(${JSON.stringify(
  APPLE_CLASS,
)})})()`
