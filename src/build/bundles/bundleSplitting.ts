/**
 * Gatsby puts every module used by all its page components (here the doc template and the 404 page) into one
 * `commons` chunk that each of them loads first. With a static article that chunk is mostly what only client
 * navigation needs (react-helmet, the renderer's components), so the browser build goes without it: a module
 * shared by the template and lazy chunks is then split by webpack's other rules, and a first load fetches only
 * what its page runs.
 */
export function withoutCommonsChunk<T extends { optimization?: { splitChunks?: unknown } }>(config: T): T {
  const splitChunks = config.optimization?.splitChunks as { cacheGroups?: Record<string, unknown> } | undefined
  if (!splitChunks?.cacheGroups || !("commons" in splitChunks.cacheGroups)) return config
  return {
    ...config,
    optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, commons: false } } },
  }
}
