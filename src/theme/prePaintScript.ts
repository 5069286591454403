import { DARK_CLASS, DARK_MODE_STORAGE_KEY, DARK_QUERY } from "./colorMode"

/**
 * Runs inline in <head> before any bundle: applies the dark class (same rule as colorMode.ts)
 * and marks Apple platforms so the right shortcut hint shows without a flash.
 */
export const prePaintScript = `(function(){var h=document.documentElement;try{var k=${JSON.stringify(
  DARK_MODE_STORAGE_KEY,
)};var s=localStorage.getItem(k);var m=window.matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches;if(s!==null&&(s==="true")===m){localStorage.removeItem(k);s=null}h.classList.toggle(${JSON.stringify(
  DARK_CLASS,
)},s==="true"||(s!=="false"&&m))}catch(e){}if(/Mac|iPhone|iPad|iPod/.test(navigator.platform||navigator.userAgent))h.classList.add("apple")})()`
