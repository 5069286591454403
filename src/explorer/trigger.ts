// The part of the explorer every page ships: whether the address asks to open a block's explorer, and the import
// that loads the explorer itself (one chunk, fetched on the first Run).

/** Whether a fragment (#try-<line>=…) asks to open the explorer of block `run`. */
export const opensBlock = (hash: string, run: string): boolean => hash.startsWith(`#try-${run}=`)

/** Loads the explorer's chunk: the editor, graphql-js, the workspace model. */
export const loadExplorer = () => import(/* webpackChunkName: "explorer" */ "./Explorer")
