// Stands in for `qs` in the browser build. InstantSearch bundles it for its URL router, which the search
// dialog does not use (it passes no `routing`); with its own dependencies it was a fifth of the dialog's
// chunk. If routing is ever turned on, this says so instead of failing somewhere deep.
function unused() {
  throw new Error("The search dialog does not sync its state to the URL: `qs` is left out of the browser build (src/build/bundles/unusedRuntime.ts).")
}
module.exports = { parse: unused, stringify: unused, formats: {} }
module.exports.default = module.exports
