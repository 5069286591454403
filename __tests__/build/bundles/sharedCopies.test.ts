import fs from "fs"
import os from "os"
import path from "path"
import { SHARED_IN_DIALOG, oneCopyAlias } from "../../../src/build/bundles/sharedCopies"

function site(copies: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "shared-copies-"))
  for (const [dir, version] of Object.entries(copies)) {
    fs.mkdirSync(path.join(root, dir), { recursive: true })
    fs.writeFileSync(path.join(root, dir, "package.json"), JSON.stringify({ name: "helpers", version }))
  }
  return root
}

const shared = { name: "helpers", users: ["a", "b"] }

describe("one copy of a package the dialog's libraries each nest", () => {
  it("sends every import to the first user's copy when all copies are one version", () => {
    const root = site({ "node_modules/a/node_modules/helpers": "1.0.0", "node_modules/b/node_modules/helpers": "1.0.0" })
    expect(oneCopyAlias(root, shared)).toEqual({ helpers: path.join(root, "node_modules/a/node_modules/helpers") })
  })

  it("counts the hoisted copy for a user without its own", () => {
    const root = site({ "node_modules/a/node_modules/helpers": "1.0.0", "node_modules/helpers": "1.0.0" })
    expect(oneCopyAlias(root, shared)).toEqual({ helpers: path.join(root, "node_modules/a/node_modules/helpers") })
  })

  it("leaves two versions alone: they are different modules", () => {
    const root = site({ "node_modules/a/node_modules/helpers": "1.0.0", "node_modules/b/node_modules/helpers": "1.1.0" })
    expect(oneCopyAlias(root, shared)).toEqual({})
  })

  it("needs no alias for one copy or none", () => {
    expect(oneCopyAlias(site({ "node_modules/helpers": "1.0.0" }), shared)).toEqual({})
    expect(oneCopyAlias(site({}), shared)).toEqual({})
  })

  it("this install's InstantSearch packages resolve to one copy of their helpers", () => {
    const alias = oneCopyAlias(process.cwd(), SHARED_IN_DIALOG)
    const copies = new Set(
      SHARED_IN_DIALOG.users.map((user) =>
        [path.join("node_modules", user, "node_modules", SHARED_IN_DIALOG.name), path.join("node_modules", SHARED_IN_DIALOG.name)].find((dir) =>
          fs.existsSync(path.join(dir, "package.json")),
        ),
      ),
    )
    // Either npm hoisted one copy for all, or the alias names one of those it nested.
    if (copies.size > 1) expect(Object.keys(alias)).toEqual([SHARED_IN_DIALOG.name])
    else expect(alias).toEqual({})
  })
})
