import { useEffect, useState } from "react"
import { site } from "../site"
import { footerStyles } from "./Footer.styles"

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
    <footer className={footerStyles.root}>
      <p className={footerStyles.copyright}>© {year} Strata. All rights reserved.</p>
      <a href={site.sourceUrl} className={footerStyles.source}>
        Source on GitHub
      </a>
    </footer>
  )
}
