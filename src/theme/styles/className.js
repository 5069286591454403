// The class name of one rule of a styles module: `<scope>-<key in kebab case>`. Plain JavaScript, shared by
// the run-time `defineStyles` (Node, tests) and the Babel plugin that replaces its calls in browser bundles,
// so both always name a rule alike.
const SCOPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
const KEY = /^[a-z][a-zA-Z0-9]*$/

function styleClassName(scope, key) {
  if (!SCOPE.test(scope)) throw new Error(`Styles scope "${scope}" must be lower-case words joined by "-" (e.g. "top-bar")`)
  if (!KEY.test(key)) throw new Error(`Style "${key}" of "${scope}" must be a camelCase name (e.g. "searchButton")`)
  return `${scope}-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

module.exports = { styleClassName }
