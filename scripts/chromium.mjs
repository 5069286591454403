// Finds Debian's Chromium, installing it with apt-get when it is missing (CI and fresh machines).
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package…`)
  const sudo = process.getuid && process.getuid() === 0 ? "" : "sudo "
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium fonts-dejavu-core`, {
    stdio: "inherit",
  })
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH} after apt-get install`)
  return CHROMIUM_PATH
}
