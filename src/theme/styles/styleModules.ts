// Every styles module of the site, for the stylesheet generated at build (src/theme/styles/siteStylesheet).
// Order matters where two classes meet on one element: a later module wins a tie.
import "../../layout/Article.styles"
import "../../layout/Footer.styles"
import "../../mdx/code/code.styles"
import "../../mdx/mdx.styles"
import "../../mdx/tabs/tabs.styles"
