// Stands in for browser modules the site never runs (see unusedRuntime.ts).
module.exports = {}
