import fs from "fs"
import path from "path"
import { DEVELOP_REPORT_FILE, DEVELOP_REPORT_PATH } from "./report"

interface Response {
  setHeader(name: string, value: string): void
  end(body: string): void
}

/** No check has run yet: the overlay shows nothing. */
const NOTHING_YET = JSON.stringify({ run: 0, verdict: "", problems: [] })

/** Develop's server (gatsby-config.ts `developMiddleware`): the last check run's problems, as the checks wrote them. */
export function serveDevelopReport(app: { get(route: string, handler: (request: unknown, response: Response) => void): void }): void {
  app.get(DEVELOP_REPORT_PATH, (_request, response) => {
    let body = NOTHING_YET
    try {
      body = fs.readFileSync(path.join(process.cwd(), DEVELOP_REPORT_FILE), "utf8")
    } catch {
      // Not written yet.
    }
    response.setHeader("Content-Type", "application/json; charset=utf-8")
    response.setHeader("Cache-Control", "no-store")
    response.end(body)
  })
}
