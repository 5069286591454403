// Draws the default social image (static/social-card.png, 1200×630): the site's name on its brand colours.
// Rendered as HTML in Chromium so it uses the same mark and palette as the site. Usage: node scripts/social-card.mjs
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs"

const OUT = "static/social-card.png"
// The dark palette's background and text, and the light and dark primaries (src/theme/palette.ts).
const html = `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:96px;display:flex;flex-direction:column;justify-content:space-between;
  background:#18181b;color:#fafafa;font-family:'DejaVu Sans',sans-serif;border-top:16px solid #34d399">
  <div style="display:flex;align-items:center;gap:32px">
    <svg width="120" height="120" viewBox="0 0 24 24">
      <path d="M12 2 22 7 12 12 2 7z" fill="#34d399"/>
      <path d="M2 12l10 5 10-5" fill="none" stroke="#34d399" stroke-width="2" stroke-linejoin="round"/>
      <path d="M2 17l10 5 10-5" fill="none" stroke="#fafafa" stroke-width="2" stroke-linejoin="round"/>
    </svg>
    <div style="font-size:104px;font-weight:700;letter-spacing:-2px">Strata <span style="font-weight:400;color:#a1a1aa">Docs</span></div>
  </div>
  <div style="font-size:40px;line-height:1.4;color:#d4d4d8">Guides, tutorials and API references for StrataDB, auth, pipelines, executors and functions.</div>
</div></body></html>`

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(html)
  await page.screenshot({ path: OUT, clip: { x: 0, y: 0, width: 1200, height: 630 } })
  console.log(OUT)
} finally {
  await browser.close()
}
