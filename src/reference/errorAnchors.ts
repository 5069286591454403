// Where the errors page is and the anchor of each code's section: read by the page's generator and by the
// explorer, which links a response's error codes to their entries.

export const ERRORS_ROUTE = "/reference/errors"

/** The anchor of a code's section: its heading, slugged (`VALIDATION_FAILED` → `validation_failed`). */
export const errorAnchor = (code: string) => code.toLowerCase()
