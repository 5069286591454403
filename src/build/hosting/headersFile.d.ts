// Types of headersFile.js, for the TypeScript build step and its tests.
export interface HeaderRule {
  path: string
  headers: [name: string, value: string][]
}
export declare function parseHeadersFile(text: string): HeaderRule[]
export declare function formatHeadersFile(rules: HeaderRule[]): string
export declare function pathMatches(pattern: string, urlPath: string): boolean
export declare function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>
