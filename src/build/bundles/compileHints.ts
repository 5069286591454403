import type { Chunk, Compiler } from "webpack"

/**
 * V8's explicit compile hint. A script that starts with this comment has all its functions compiled while it
 * streams in, on a background thread. Without it each function is compiled on the main thread the first time
 * it runs, and the first-load chunks run most of theirs at startup: that compiling was most of the one long
 * script task after first paint (about 110 ms at 4× CPU on a guide). Browsers without the hint read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

const NAME = "CompileHints"

/** The search dialog's module: its lazy chunk (InstantSearch, the engine, the dialog) gets the hint too. */
export const SEARCH_DIALOG_MODULE = /[\\/]src[\\/]search[\\/]dialog[\\/]SearchDialog\.tsx$/

/**
 * Puts the compile hint first in every script of the first load (the chunks a page starts with), and in
 * the lazy chunks that hold a module matching `lazyChunksOf`: the search dialog's chunk, fetched on intent,
 * whose functions then compile while it streams in rather than during the reader's first query.
 */
export class CompileHints {
  constructor(private readonly lazyChunksOf?: RegExp) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hinted = (chunk: Chunk) =>
        chunk.canBeInitial() ||
        (this.lazyChunksOf !== undefined &&
          [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) => this.lazyChunksOf!.test(module.nameForCondition() ?? "")))
      // After minifying, which would drop the comment, and before source maps and content hashes, which
      // then count the added line.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!hinted(chunk)) continue
          for (const file of chunk.files) {
            if (file.endsWith(".js")) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
          }
        }
      })
    })
  }
}
