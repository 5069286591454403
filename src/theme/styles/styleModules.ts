// Every styles module of the site, for the stylesheet generated at build (src/theme/styles/siteStylesheet).
// Order matters where two classes meet on one element: a later module wins a tie.
import "../../layout/Footer.styles"
import "../../search/Hit.styles"
import "../../search/RecentSearches.styles"
import "../../search/ScreenStates.styles"
import "../../search/SearchDialog.styles"
import "../../search/SearchPanel.styles"
