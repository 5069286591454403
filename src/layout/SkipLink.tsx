import { skipLinkStyles } from "./SkipLink.styles"

/** The first stop of the Tab key: jumps past the top bar and the tree to the article. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className={skipLinkStyles.root}
    >
      Skip to content
    </a>
  )
}
