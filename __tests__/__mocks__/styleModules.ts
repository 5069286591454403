// In tests, every styles module of src/, found and ordered as the build finds them (src/build/bundles/styleModules.ts).
import path from "path"
import { styleModuleFiles } from "../../src/build/bundles/styleModules"

const root = path.join(__dirname, "..", "..")
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const file of styleModuleFiles(root)) require(path.join(root, file))
