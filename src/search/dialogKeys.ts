/** The dialog's keyboard state: the query, whether the result panel is open, the active result. */
export interface DialogKeyState {
  query: string
  panelOpen: boolean
  active: number
  count: number
}

export type DialogKeyAction = { type: "move"; by: 1 | -1 } | { type: "escape" } | { type: "enter" }

export type DialogKeyEffect = { state: DialogKeyState; close?: boolean; open?: number }

/**
 * Arrow keys move the active result (wrapping); Enter opens it; Escape closes the panel, then clears
 * the query, then closes the dialog.
 */
export function dialogKey(state: DialogKeyState, action: DialogKeyAction): DialogKeyEffect {
  switch (action.type) {
    case "move": {
      if (!state.panelOpen || state.count === 0) return { state }
      return { state: { ...state, active: (state.active + action.by + state.count) % state.count } }
    }
    case "enter":
      return state.panelOpen && state.count > 0 ? { state, open: state.active } : { state }
    case "escape":
      if (state.panelOpen) return { state: { ...state, panelOpen: false } }
      if (state.query) return { state: { ...state, query: "", active: 0 } }
      return { state, close: true }
  }
}

/** A touch that moved further than the threshold is a swipe (scrolling), not a tap outside. */
export function isTap(start: { x: number; y: number }, end: { x: number; y: number }, threshold: number): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) <= threshold
}
