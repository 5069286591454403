import { parseHighlight } from "../engine/highlight"

/** A highlighted value rendered as text and <mark> elements: never as injected HTML. */
export function HighlightedText({ value }: { value: string }) {
  return (
    <>
      {parseHighlight(value).map((part, index) => (part.highlighted ? <mark key={index}>{part.text}</mark> : part.text))}
    </>
  )
}
