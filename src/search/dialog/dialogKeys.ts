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

export type RecentKeyAction = DialogKeyAction | { type: "delete" }

export type RecentKeyEffect = { active: number; open?: number; remove?: number; close?: boolean }

/**
 * Keys on the start screen while recent searches are listed (the query is empty): arrows move the
 * active entry (wrapping), Enter opens it, Delete removes it (the next one becomes active), Escape
 * closes the dialog as it does for an empty query.
 */
export function recentKey(active: number, count: number, action: RecentKeyAction): RecentKeyEffect {
  if (action.type === "escape") return { active, close: true }
  if (count === 0) return { active: 0 }
  switch (action.type) {
    case "move":
      return { active: (active + action.by + count) % count }
    case "enter":
      return { active, open: active }
    case "delete":
      return { active: Math.max(0, Math.min(active, count - 2)), remove: active }
  }
}
