// Starts scripts/serve-static.mjs (public/ with the headers of public/_headers, as deployed) on 127.0.0.1
// for tests and scripts, and stops it again.
import { spawn } from "node:child_process"
import net from "node:net"
import path from "node:path"
import { fileURLToPath } from "node:url"

const SERVE_STATIC = fileURLToPath(new URL("./serve-static.mjs", import.meta.url))

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Serves public/ of the site in `dir` (default: SITE_DIR or here) and resolves to { url, stop }. */
export async function startServer(dir = process.env.SITE_DIR || ".") {
  const port = await freePort()
  // Its own process: test runners block this one while they run.
  const child = spawn(process.execPath, [SERVE_STATIC, path.join(path.resolve(dir), "public")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(url + "/", 60_000)
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  return { url, stop }
}
