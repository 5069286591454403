// Browser bundles (the build's and develop's) get the Babel plugin that keeps only class names; the server
// render (build-html, develop-html) keeps the rules, since that is where the stylesheet is generated. The stage
// goes with the plugin: without it Gatsby adds the plugin to every stage, the server render's included.
const BROWSER_STAGES = new Set(["build-javascript", "develop"])

exports.onCreateBabelConfig = ({ stage, actions }) => {
  if (BROWSER_STAGES.has(stage)) actions.setBabelPlugin({ name: require.resolve("./babel-plugin"), options: {}, stage })
}
