#!/usr/bin/env bash
# The one test command (npm test): types, unit and component tests, a production build,
# the build's refusal of bad content, valid HTML, byte budgets and browser tests in Debian's Chromium.
# Ends with one line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# A fresh clone (CI) has no node_modules; a changed lockfile needs a reinstall too.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || exit 1
fi

logs=$(mktemp -d)
failed_steps=()
step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  "$@" || failed_steps+=("$name")
}

step "typecheck" npx --no-install tsc --noEmit
# The build's dependency rule (.dependency-cruiser.cjs): a broken import fails with its two files named.
step "dependency rule" npx --no-install depcruise src gatsby-node.ts gatsby-browser.tsx gatsby-ssr.tsx gatsby-config.ts --config .dependency-cruiser.cjs
step "unit and component tests" npx --no-install jest --ci --json --outputFile="$logs/jest.json"
# From an empty public/ (the cache stays): a build leaves older bundles there, and the tests read only this build.
rm -rf public
step "production build" node_modules/.bin/gatsby build
step "build checks: bad content refused, valid HTML, no admin key" \
  bash -c "node --test --test-concurrency=1 --test-reporter=spec __tests__/build/site/ 2>&1 | tee '$logs/build.txt'"
if [ -f public/index.html ]; then
  step "byte budgets (first-load JS, CSS, HTML)" node scripts/budgets.mjs
  step "browser tests" bash -c "node scripts/run-e2e.mjs 2>&1 | tee '$logs/e2e.txt'"
else
  failed_steps+=("browser tests (no build)")
fi

counts=$(node -e '
const fs = require("fs")
let passed = 0, failed = 0
try {
  const jest = JSON.parse(fs.readFileSync(process.argv[1] + "/jest.json", "utf8"))
  passed += jest.numPassedTests; failed += jest.numFailedTests
} catch { failed += 1 }
for (const name of ["build.txt", "e2e.txt"]) {
  let text = ""
  try { text = fs.readFileSync(process.argv[1] + "/" + name, "utf8") } catch { failed += 1; continue }
  // One summary per test-runner process (the browser tests run in lanes, each with its own).
  for (const match of text.matchAll(/^ℹ pass (\d+)/gm)) passed += Number(match[1])
  for (const match of text.matchAll(/^ℹ fail (\d+)/gm)) failed += Number(match[1])
}
console.log(passed + " " + failed)
' "$logs")
read -r passed failed <<<"$counts"
rm -rf "$logs"

echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  [ "$failed" -gt 0 ] || failed=${#failed_steps[@]}
fi
echo "tests: $passed passed, $failed failed"
[ ${#failed_steps[@]} -eq 0 ] && [ "$failed" -eq 0 ]
