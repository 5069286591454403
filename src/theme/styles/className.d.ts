/** The class name of one rule of a styles module: `<scope>-<key in kebab case>`; throws on a malformed scope or key. */
export function styleClassName(scope: string, key: string): string
