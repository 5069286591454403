import { defineStyles } from "../../theme/styles/defineStyles"

export const searchDialogStyles = defineStyles("search-dialog", {
  backdrop: {
    position: "fixed",
    inset: 0,
    zIndex: 70,
    bg: "backdrop",
    display: "flex",
    justifyContent: "center",
    alignItems: "flex-start",
    pt: [3, "10vh"],
    px: 3,
    "&[hidden]": { display: "none" },
  },
  panel: {
    width: "100%",
    maxWidth: 640,
    borderRadius: "large",
    bg: "background",
    border: "1px solid",
    borderColor: "border",
    boxShadow: "0 16px 48px rgb(0 0 0 / 0.25)",
    overflow: "hidden",
    outline: "none",
  },
})
