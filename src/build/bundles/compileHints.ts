import type { Compiler } from "webpack"

/**
 * V8's explicit compile hint. A script that starts with this comment has all its functions compiled while it
 * streams in, on a background thread. Without it each function is compiled on the main thread the first time
 * it runs, and the first-load chunks run most of theirs at startup: that compiling was most of the one long
 * script task after first paint (about 110 ms at 4× CPU on a guide). Browsers without the hint read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

const NAME = "FirstLoadCompileHints"

/** Puts the compile hint first in every script of the first load (the chunks a page starts with). */
export class FirstLoadCompileHints {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying, which would drop the comment, and before source maps and content hashes, which
      // then count the added line.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue
          for (const file of chunk.files) {
            if (file.endsWith(".js")) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
          }
        }
      })
    })
  }
}
