// The writers' files more than one stage reads, from the site root: sourcing watches them, the checks name them
// in messages, and the stage memo's key holds their text.

/** The writers' navigation tree: groups ▸ sections ▸ links, and the routes served outside it. */
export const NAVIGATION_FILE = "content/navigation.ts"
/** Names, limits and timeouts every page must agree with (its section 30 is machine-readable). */
export const GLOSSARY_FILE = "content/glossary.md"
/** The running example's sample IDs. */
export const SAMPLES_FILE = "content/samples.yaml"
/** The workspaces the site's requests run on (src/build/check/exampleRuns), and the sample workspace's data. */
export const WORKSPACES_FILE = "content/workspaces.yaml"
export const SAMPLE_WORKSPACE_FILE = "content/sample-workspace.yaml"
/** Old paths of the site and where they lead now, one `old: new` line each (src/redirects). */
export const REDIRECTS_FILE = "content/redirects.yaml"
