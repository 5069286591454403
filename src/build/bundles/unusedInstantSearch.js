// Stands in, in the browser build, for three InstantSearch modules that the search dialog never runs:
// - the URL router middleware (the dialog passes no `routing`), with the history router it brings;
// - the Insights middleware (the dialog passes `insights={false}` and sends its own events, src/search/dialog/useInsights.ts);
// - the hydration of a search client from server-rendered results (the dialog is never rendered on the server).
// Together they were about a tenth of the dialog's chunk. If one is ever called, it says so.
function unused(name) {
  return function () {
    throw new Error(`The search dialog does not use InstantSearch's ${name}: it is left out of the browser build (src/build/bundles/unusedRuntime.ts).`)
  }
}
export const createRouterMiddleware = unused("URL routing")
export const createInsightsMiddleware = unused("Insights middleware")
export const hydrateSearchClient = unused("server-side hydration")
