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
  // On <html> while the dialog is open: the page behind keeps its place under the wheel, PageDown and a finger (as the
  // drawer's does), and its scrollbar's room stays, so nothing behind the backdrop moves sideways.
  lockedPage: { overflow: "hidden", scrollbarGutter: "stable" },
})
