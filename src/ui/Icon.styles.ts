import { defineStyles } from "../theme/styles/defineStyles"

export const iconStyles = defineStyles("icon", {
  root: { flexShrink: 0 },
})
