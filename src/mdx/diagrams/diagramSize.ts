/** A diagram wider than this is not scaled below it on a phone: its region scrolls, so its text stays readable. */
export const DIAGRAM_MIN_WIDTH = 480
