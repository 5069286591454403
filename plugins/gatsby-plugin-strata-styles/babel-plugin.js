// Replaces each `defineStyles("scope", { key: {…}, … })` call with `{ key: "scope-key", … }`: the class names
// alone, so style objects and the code that would turn them into CSS never reach the browser. The call must
// be literal (a string scope, an object of plain keys) in a *.styles.ts file; anything else fails the build
// with the file and line.
const { styleClassName } = require("../../src/theme/styles/className.js")

const STYLES_FILE = /\.styles\.tsx?$/

function unwrap(t, node) {
  let inner = node
  while (inner && (t.isTSAsExpression(inner) || t.isTSSatisfiesExpression(inner) || t.isTypeCastExpression(inner))) inner = inner.expression
  return inner
}

function keyName(t, property) {
  if (property.computed) return undefined
  if (t.isIdentifier(property.key)) return property.key.name
  if (t.isStringLiteral(property.key)) return property.key.value
  return undefined
}

module.exports = function stripStyleRules({ types: t }) {
  return {
    name: "strata-strip-style-rules",
    visitor: {
      CallExpression(path, state) {
        if (!path.get("callee").isIdentifier({ name: "defineStyles" })) return
        const binding = path.scope.getBinding("defineStyles")
        if (!binding || binding.kind !== "module") return
        const file = state.filename || ""
        if (!STYLES_FILE.test(file)) throw path.buildCodeFrameError("defineStyles belongs in a *.styles.ts file (its CSS is generated at build from those)")
        const [scope, rules] = path.node.arguments
        if (!t.isStringLiteral(scope)) throw path.buildCodeFrameError("defineStyles needs its scope as a string literal")
        const object = unwrap(t, rules)
        if (!t.isObjectExpression(object)) throw path.buildCodeFrameError("defineStyles needs its rules as an object literal")
        const names = object.properties.map((property) => {
          const key = t.isObjectProperty(property) ? keyName(t, property) : undefined
          if (key === undefined) throw path.buildCodeFrameError("Each rule of defineStyles needs a plain key (no spread, no computed key)")
          try {
            return t.objectProperty(t.identifier(key), t.stringLiteral(styleClassName(scope.value, key)))
          } catch (error) {
            throw path.buildCodeFrameError(error.message)
          }
        })
        path.replaceWith(t.objectExpression(names))
      },
    },
  }
}
