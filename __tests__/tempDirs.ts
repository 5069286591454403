import fs from "fs"
import os from "os"
import path from "path"

// Folders made by a test file, removed once its tests are done: a run leaves nothing in the system's temp folder.
const made: string[] = []
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A new empty folder in the system's temp folder, removed after the test file's last test. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  made.push(dir)
  return dir
}
