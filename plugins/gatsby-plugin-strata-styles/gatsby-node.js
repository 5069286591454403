// Browser bundles (the build's and develop's) get the Babel plugin that keeps only class names; the server
// render (build-html, develop-html) keeps the rules, since that is where the stylesheet is generated.
const BROWSER_STAGES = new Set(["build-javascript", "develop"])

exports.onCreateBabelConfig = ({ stage, actions }) => {
  // `stage` is required: without it Gatsby adds the plugin to every stage, the server render included,
  // and the generated stylesheet comes out without any module's rules.
  if (BROWSER_STAGES.has(stage)) actions.setBabelPlugin({ name: require.resolve("./babel-plugin"), options: {}, stage })
}
