import { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from "react"
import { panelId, TabList, tabId } from "./TabList"

/** One tab of Tabs: Tabs reads its label and shows its children as a panel. */
export function Tab({ children }: { label: string; children?: ReactNode }) {
  return <>{children}</>
}

/**
 * Tabbed content. Each set keeps its own selection, and hidden panels stay mounted,
 * so tab sets nested inside a panel keep theirs when the outer selection changes.
 */
export function Tabs({ children }: { children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label: string }>[]
  const [active, setActive] = useState(0)
  const idBase = useId()
  return (
    <div sx={{ my: 5 }}>
      <div sx={{ borderBottom: "1px solid", borderColor: "border" }}>
        <TabList labels={tabs.map((tab) => tab.props.label)} active={active} onSelect={setActive} idBase={idBase} />
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={panelId(idBase, index)}
          aria-labelledby={tabId(idBase, index)}
          hidden={index !== active}
          tabIndex={0}
          sx={{ pt: 3, "& > :first-child": { mt: 0 } }}
        >
          {tab}
        </div>
      ))}
    </div>
  )
}
