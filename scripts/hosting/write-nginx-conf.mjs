// npm run hosting:nginx — writes scripts/hosting/nginx.conf, the nginx server block that sends the headers of
// public/_headers, from the same rules (src/build/hosting/nginxConfig.ts). Run it after changing those rules and
// commit the file; the hosting tests fail while the committed block differs from the rules.
import { createRequire } from "node:module"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
require("../typescript-require.cjs")
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const { NGINX_CONF_FILE, nginxServerBlock } = require(path.join(root, "src/build/hosting/nginxConfig.ts"))

const file = path.join(root, NGINX_CONF_FILE)
const text = nginxServerBlock()
const changed = !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text
if (changed) fs.writeFileSync(file, text)
console.log(`${NGINX_CONF_FILE}: ${changed ? "written" : "unchanged"} (${text.split("\n").length - 1} lines)`)
