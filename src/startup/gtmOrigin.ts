/** Google's own; a server-side container on the site's domain, or a test server on 127.0.0.1, replaces it. */
export const DEFAULT_GTM_ORIGIN = "https://www.googletagmanager.com"

/**
 * Where the container is loaded from: GATSBY_GTM_ORIGIN, read by the browser (the loader) and at build
 * (the Content-Security-Policy), so the two always agree.
 */
export function gtmOrigin(value: string | undefined = process.env.GATSBY_GTM_ORIGIN): string {
  return (value || DEFAULT_GTM_ORIGIN).replace(/\/+$/, "")
}
