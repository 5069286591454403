// Stands in, in the browser build, for Gatsby's handler of the Head export (head-export-handler-for-browser with its
// head utilities): no page of this site exports Head (react-helmet writes the head: src/templates/LazyPageHead.tsx,
// and __tests__/build/bundles/noHeadExport.test.ts holds every page component to that), so the handler would only
// look for one on every render. Called as the original is, during the page renderer's render, with no hooks.
export function headHandlerForBrowser() {}
