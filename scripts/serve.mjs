// Starts `gatsby serve` on 127.0.0.1 for tests and scripts, and stops it again.
import { spawn } from "node:child_process"
import net from "node:net"

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
  // The binary itself, not npx, so the PID is the server's.
  const child = spawn("node_modules/.bin/gatsby", ["serve", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
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
