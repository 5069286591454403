import { methodTone, toneColors } from "./tones"

/** An HTTP method in its colour: GET green, POST blue, PUT amber, DELETE red, others neutral. */
export function MethodTag({ method = "" }: { method?: string }) {
  const tone = methodTone(method)
  const colors = tone ? toneColors(tone) : { bg: "surface", color: "heading" }
  return (
    <span
      data-method={method.toUpperCase()}
      sx={{ ...colors, display: "inline-block", px: "6px", borderRadius: "small", fontFamily: "monospace", fontSize: 0, fontWeight: "bold", lineHeight: "20px", verticalAlign: "middle", letterSpacing: "0.02em" }}
    >
      {method.toUpperCase()}
    </span>
  )
}
