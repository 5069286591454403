import { useState } from "react"
import { slotProps, SERVER_HTML, type SlotContent } from "../islands/serverHtml"
import { panelId, TabList, tabId } from "./TabList"
import { tabStyles } from "./tabs.styles"

export interface TabsProps {
  labels: string[]
  /** Prefix of the tab and panel ids, fixed on the server so a hydrated island keeps them. */
  idBase: string
  /** Each tab's content; absent when the island hydrates over the server's HTML. */
  slots?: SlotContent[]
}

/**
 * Tabbed content. Each set keeps its own selection, and hidden panels stay mounted,
 * so tab sets nested inside a panel keep theirs when the outer selection changes.
 */
export function Tabs({ labels, idBase, slots }: TabsProps) {
  const [active, setActive] = useState(0)
  return (
    <div className={tabStyles.root}>
      <div className={tabStyles.bar}>
        <TabList labels={labels} active={active} onSelect={setActive} idBase={idBase} />
      </div>
      {labels.map((_, index) => (
        <div
          key={index}
          role="tabpanel"
          id={panelId(idBase, index)}
          aria-labelledby={tabId(idBase, index)}
          hidden={index !== active}
          tabIndex={0}
          className={tabStyles.panel}
          {...slotProps(slots ? slots[index] : SERVER_HTML)}
        />
      ))}
    </div>
  )
}
