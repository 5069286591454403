import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "util"

// jsdom leaves out TextEncoder, which the workspace model's CEL evaluator needs (Node and browsers have it).
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder })

// jsdom has no matchMedia; tests that care replace it with their own.
if (typeof window !== "undefined" && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  })
}
