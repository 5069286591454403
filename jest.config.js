// Unit and component tests. Babel (not tsc) transforms; `npm run typecheck` checks types.
const fs = require("fs")
const path = require("path")

// The unified/remark toolchain ships as ESM only: let Babel turn those packages into CommonJS.
const nodeModules = path.join(__dirname, "node_modules")
const esmPackages = fs.readdirSync(nodeModules).flatMap((name) => {
  const names = name.startsWith("@") ? fs.readdirSync(path.join(nodeModules, name)).map((n) => `${name}/${n}`) : [name]
  return names.filter((n) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(nodeModules, n, "package.json"), "utf8")).type === "module"
    } catch {
      return false
    }
  })
})

const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic", importSource: "theme-ui" }],
    "@babel/preset-typescript",
  ],
}

module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/__tests__/e2e/"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup.ts"],
  transform: { "^.+\\.(t|j|mj)sx?$": ["babel-jest", babelOptions] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.map((n) => n.replace(/[.+]/g, "\\$&")).join("|")})/)`],
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/__tests__/__mocks__/gatsby.tsx",
  },
}
