import { useEffect, useState } from "react"
import { site } from "../site"

// The year of the build, inlined by Gatsby (see gatsby-config.ts): server HTML and hydration must agree.
const BUILD_YEAR = Number(process.env.GATSBY_BUILD_YEAR) || new Date().getFullYear()

/** The year shown: the build's in the HTML, the reader's clock once running (so it never goes stale). */
function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}

export function Footer() {
  const year = useCurrentYear()
  return (
    <footer
      sx={{
        display: "flex",
        flexWrap: "wrap",
        justifyContent: "space-between",
        gap: 3,
        mt: 8,
        py: 5,
        borderTop: "1px solid",
        borderColor: "border",
        fontSize: 1,
        color: "muted",
      }}
    >
      <p sx={{ m: 0 }}>© {year} Strata. All rights reserved.</p>
      <a href={site.sourceUrl} sx={{ color: "muted", "&:hover": { color: "heading" } }}>
        Source on GitHub
      </a>
    </footer>
  )
}
