// The overlay's CSS, in the site's colours (its custom properties, both themes) and fonts. Develop only, so it is a
// <style> of its own rather than part of the site's stylesheet.
export const OVERLAY_CSS = `
.strata-problems{position:fixed;z-index:100;top:72px;right:16px;width:min(44rem,calc(100vw - 32px));max-height:calc(100vh - 96px);overflow:auto;
padding:16px 20px;border:1px solid var(--c-red-text);border-radius:12px;background:var(--c-background);color:var(--c-text);
box-shadow:0 12px 40px rgb(0 0 0 / .25);font:15px/1.6 system-ui,sans-serif}
.strata-problems:focus{outline:none}.strata-problems:focus-visible{outline:2px solid var(--c-focus);outline-offset:3px}
.strata-problems .head{display:flex;align-items:center;justify-content:space-between;gap:12px}
.strata-problems h2{margin:0;font-size:18px;color:var(--c-red-text)}
.strata-problems ol{margin:12px 0 0;padding:0;list-style:none}
.strata-problems li+li{margin-top:16px;padding-top:16px;border-top:1px solid var(--c-border)}
.strata-problems p{margin:0}
.strata-problems .where code,.strata-problems pre{font-family:var(--font-mono);font-size:13px}
.strata-problems .where a{color:var(--c-primary)}
.strata-problems .message{margin-top:4px;color:var(--c-heading);overflow-wrap:anywhere}
.strata-problems pre{margin:8px 0 0;padding:8px 0;overflow-x:auto;border-radius:8px;background:var(--c-surface)}
.strata-problems pre code{display:block;min-width:max-content}
.strata-problems .line{display:block;padding:0 12px 0 0;white-space:pre}
.strata-problems .line.marked{background:var(--c-red-bg);color:var(--c-red-text);font-weight:600}
.strata-problems .number{display:inline-block;width:3.5em;padding-right:1em;text-align:right;color:var(--c-muted);user-select:none}
.strata-problems details{margin-top:16px;padding-top:12px;border-top:1px solid var(--c-border)}
.strata-problems summary{cursor:pointer;color:var(--c-heading);font-weight:600}
.strata-problems .verdict{margin-top:16px;color:var(--c-muted);font-size:13px}
.strata-problems button,.strata-problems-badge{min-height:32px;padding:0 12px;border:1px solid var(--c-border);border-radius:9999px;
background:var(--c-background);color:var(--c-heading);font:inherit;font-size:14px;cursor:pointer}
.strata-problems-badge{position:fixed;z-index:100;right:16px;bottom:16px;border-color:var(--c-red-text);background:var(--c-red-bg);color:var(--c-red-text);
font:600 14px/1 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0 / .2)}
.strata-problems button:focus-visible,.strata-problems-badge:focus-visible{outline:2px solid var(--c-focus);outline-offset:2px}
`.trim()
