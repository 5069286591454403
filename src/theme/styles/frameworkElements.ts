/**
 * Gatsby renders two elements of its own with a `style` attribute: the focus wrapper (outline: none) and the
 * route announcer (visually hidden). The Content-Security-Policy allows no style attribute, so the server HTML
 * drops theirs and these rules of the site stylesheet say the same. In the browser React sets styles through
 * the CSSOM, which the policy allows.
 */
export const frameworkElementsCss = [
  "#gatsby-focus-wrapper{outline:none}",
  "#gatsby-announcer{position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}",
].join("\n")

const FRAMEWORK_IDS = ["gatsby-focus-wrapper", "gatsby-announcer"]

/** The body HTML without the `style` attribute of Gatsby's own elements; any other element's is kept (and a test refuses it). */
export function withoutFrameworkStyleAttributes(html: string): string {
  return html.replace(/<div\b[^>]*>/g, (tag) =>
    FRAMEWORK_IDS.some((id) => tag.includes(` id="${id}"`)) ? tag.replace(/\sstyle="[^"]*"/, "") : tag,
  )
}
