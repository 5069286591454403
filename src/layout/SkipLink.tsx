/** The first stop of the Tab key: jumps past the top bar and the tree to the article. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      sx={{
        position: "fixed",
        top: 2,
        left: 2,
        zIndex: 60,
        px: 4,
        py: 2,
        borderRadius: "default",
        bg: "heading",
        color: "background",
        fontWeight: "medium",
        transform: "translateY(-200%)",
        "&:focus": { transform: "none" },
      }}
    >
      Skip to content
    </a>
  )
}
