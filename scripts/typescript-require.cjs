// Lets plain Node require the site's TypeScript modules (gatsby-config.ts, the Algolia plugin) for scripts
// that run outside a build: each .ts file is transpiled to CommonJS when required, with no type check.
const fs = require("fs")
const Module = require("module")
const ts = require("typescript")

const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, jsx: ts.JsxEmit.ReactJSX }

for (const extension of [".ts", ".tsx"]) {
  Module._extensions[extension] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), { compilerOptions, fileName: filename })
    module._compile(outputText, filename)
  }
}
