/** What a click needs to decide on: the anchor's attributes and the click's button and modifier keys. */
export interface LinkClick {
  href: string
  target?: string | null
  download?: boolean
  button: number
  modified: boolean
  defaultPrevented: boolean
}

/**
 * The in-site path a plain click on a link of server HTML should navigate to client-side, or null where the
 * browser should act: another origin, a new tab or a download, a modified or non-primary click, a click a
 * component already handled, a file (Markdown twins, sitemaps: a name with an extension), or an anchor of
 * the page being read.
 */
export function siteNavigationTarget(click: LinkClick, location: { origin: string; pathname: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return null
  if ((click.target && click.target !== "_self") || click.download) return null
  const url = sitePageUrl(click.href, location.origin)
  if (!url || (url.pathname === location.pathname && url.hash)) return null
  return url.pathname + url.search + url.hash
}

/** The in-site path a link points to, for prefetching on intent; null for other origins and files. */
export function sitePathOf(href: string, origin: string): string | null {
  return sitePageUrl(href, origin)?.pathname ?? null
}

// A page of this site: same origin over http(s), and no file name with an extension (Markdown twins, sitemaps).
function sitePageUrl(href: string, origin: string): URL | null {
  try {
    const url = new URL(href, origin)
    return url.origin === origin && /^https?:$/.test(url.protocol) && !/\.[a-z0-9]+$/i.test(url.pathname) ? url : null
  } catch {
    return null
  }
}
