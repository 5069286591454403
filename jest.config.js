// Unit and component tests. Babel (not tsc) transforms; `npm run typecheck` checks types.
const fs = require("fs")
const path = require("path")

// The unified/remark toolchain ships as ESM only: let Babel turn those packages (at any nesting) into CommonJS.
function findEsmPackages(dir, found = new Set()) {
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const names = entry.startsWith("@") ? fs.readdirSync(path.join(dir, entry)).map((n) => `${entry}/${n}`) : [entry]
    for (const name of names) {
      const pkgDir = path.join(dir, name)
      try {
        if (JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")).type === "module") found.add(name)
      } catch {
        continue
      }
      findEsmPackages(path.join(pkgDir, "node_modules"), found)
    }
  }
  return found
}
const esmPackages = [...findEsmPackages(path.join(__dirname, "node_modules"))]

const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
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
    "^strata-style-modules$": "<rootDir>/__tests__/__mocks__/styleModules.ts",
  },
}
