// The one reviewed html-validate configuration for the built pages: the recommended rules, minus
// only what React and Gatsby write in ways the HTML standard allows but these style rules dislike.
export const htmlValidateConfig = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes the charset as `charSet`; attribute names are case-insensitive in HTML.
    "attr-case": "off",
    // React closes every void element as `<meta/>`, which HTML allows; hold it to that one style.
    "void-style": ["error", { style: "selfclose" }],
    // Ids need only be non-empty without spaces in HTML; Gatsby's root is `___gatsby` and the
    // navigation tree's ids carry the route (`sidebar-guides/stratadb`).
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper and route announcer carry style attributes it writes itself.
    "no-inline-style": "off",
    // React writes boolean attributes as `hidden=""`, the same attribute as `hidden` to a browser.
    "attribute-empty-style": "off",
  },
}
