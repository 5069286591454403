// Every *.styles.ts module of src/, imported for their defineStyles calls; the build resolves the name
// (src/build/bundles/styleModules.ts) in the server renderer's bundle, and jest to __tests__/__mocks__/styleModules.ts.
declare module "strata-style-modules" {}
