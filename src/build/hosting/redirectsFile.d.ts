// Types of redirectsFile.js, for the TypeScript build step and its tests.
export interface RedirectRule {
  from: string
  to: string
  status: number
}
export declare function formatRedirectsFile(redirects: readonly { from: string; to: string }[]): string
export declare function parseRedirectsFile(text: string): RedirectRule[]
export declare function redirectLocation(rules: readonly RedirectRule[], urlPath: string, search?: string): { status: number; location: string } | undefined
