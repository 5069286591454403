/**
 * The smallest a diagram's text is shown, in CSS pixels: the drawing is sized so that its smallest label (the
 * library's edge labels are 11 px in its own units) reaches this, and the page never scales it down. A diagram wider
 * than the column scrolls sideways in its region instead of shrinking its text (on a phone, and for the widest on a
 * desktop's 504 px column).
 */
export const DIAGRAM_LABEL_MIN_PX = 13

/** The blank border the library draws around a diagram, in its units (its default, 40, is wider than the figure's own margins need). */
export const DIAGRAM_PADDING = 8

/** How much larger than its own units a diagram is shown so that its smallest text, `smallestFont` units high, is DIAGRAM_LABEL_MIN_PX. */
export function diagramScale(smallestFont: number | undefined): number {
  if (!smallestFont || !Number.isFinite(smallestFont) || smallestFont >= DIAGRAM_LABEL_MIN_PX) return 1
  return DIAGRAM_LABEL_MIN_PX / smallestFont
}
