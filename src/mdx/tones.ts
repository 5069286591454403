/** The five colour tones of the palette: a subtle background and a text colour that passes AA on it. */
export type Tone = "green" | "blue" | "amber" | "red" | "violet"

export const toneColors = (tone: Tone) => ({ bg: `${tone}Bg`, color: `${tone}Text` })

const METHOD_TONES: Record<string, Tone> = { GET: "green", POST: "blue", PUT: "amber", DELETE: "red" }

/** GET, POST, PUT and DELETE each have their tone; any other method is neutral (undefined). */
export function methodTone(method: string): Tone | undefined {
  return METHOD_TONES[method.toUpperCase()]
}
