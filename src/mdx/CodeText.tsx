import type { ReactNode } from "react"
import { codeLayout, titlePieces, type CodePiece } from "./code/codeBreaks"

function piece(item: CodePiece, key: number): ReactNode {
  if ("wbr" in item) return <wbr key={key} />
  if ("whole" in item) return <span key={key}>{item.whole}</span>
  if ("long" in item) return <span key={key} data-long="">{item.long.map(piece)}</span>
  return item.text
}

/** Inline code a component writes itself (a property's name, a heading's path), laid out as Markdown's inline code is. */
export function CodeText({ text, className }: { text: string; className?: string }) {
  const { wraps, pieces } = codeLayout(text)
  return (
    <code className={className} data-wrap={wraps || undefined}>
      {pieces.map(piece)}
    </code>
  )
}

/** A title whose long names break at their own boundaries (the page's h1). */
export function TitleText({ text }: { text: string }) {
  return <>{titlePieces(text).map(piece)}</>
}
