import { Children, isValidElement, useCallback, useId, useRef, useState, type ReactElement, type ReactNode } from "react"
import { MethodTag } from "../MethodTag"
import { panelId, TabList, tabId } from "../tabs/TabList"
import { InCodeGroup, type CodeBlockProps } from "./CodeBlock"
import { CopyButton } from "./CopyButton"
import { frameStyle, headerStyle } from "./codeStyles"
import { languageLabel } from "./languages"
import { setPreferredLanguage, usePreferredLanguage } from "./preferredLanguage"

interface CodeGroupProps {
  title?: string
  tag?: string
  label?: string
  children?: ReactNode
}

/** Code blocks as tabs under one header. Picking a language here picks it in every group that has it. */
export function CodeGroup({ title, tag, label, children }: CodeGroupProps) {
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<CodeBlockProps>[]
  const languages = blocks.map((block) => block.props["data-language"] ?? "text")
  const names = blocks.map((block, index) => block.props["data-title"] ?? languageLabel(languages[index]))
  const preferred = usePreferredLanguage()
  const [selected, setSelected] = useState(0)
  const preferredIndex = preferred ? languages.indexOf(preferred) : -1
  const active = preferredIndex >= 0 ? preferredIndex : Math.min(selected, blocks.length - 1)
  const idBase = useId()
  const select = (index: number) => {
    setSelected(index)
    setPreferredLanguage(languages[index])
  }
  const panelsRef = useRef<HTMLDivElement>(null)
  // Copies the block the reader sees: the one panel that is not hidden.
  const getText = useCallback(() => panelsRef.current?.querySelector(":scope > :not([hidden]) pre")?.textContent ?? "", [])
  const hasTabs = blocks.length > 1
  const hasMeta = Boolean(title || tag || label)
  const copy = <CopyButton getText={getText} />
  return (
    <div sx={frameStyle} data-code-group="">
      <div sx={{ ...headerStyle, flexDirection: "column", alignItems: "stretch", gap: 0 }}>
        {(hasMeta || !hasTabs) && (
          <div sx={{ display: "flex", alignItems: "center", gap: 2, minHeight: 40, py: 1 }}>
            {title && <span sx={{ color: "heading", fontWeight: "medium" }}>{title}</span>}
            {tag && <MethodTag method={tag} />}
            {label && <code sx={{ fontFamily: "monospace", fontSize: 0, color: "muted", overflowWrap: "anywhere" }}>{label}</code>}
            {!hasMeta && <span>{names[0]}</span>}
            {!hasTabs && <span sx={{ ml: "auto" }}>{copy}</span>}
          </div>
        )}
        {hasTabs && (
          <div sx={{ display: "flex", alignItems: "center", gap: 2, mb: "-1px" }}>
            <TabList labels={names} active={active} onSelect={select} idBase={idBase} label={title ? `${title}: language` : "Code language"} />
            <span sx={{ ml: "auto" }}>{copy}</span>
          </div>
        )}
      </div>
      <div ref={panelsRef}>
        <InCodeGroup.Provider value={true}>
          {blocks.map((block, index) => (
            <div key={index} role={hasTabs ? "tabpanel" : undefined} id={panelId(idBase, index)} aria-labelledby={hasTabs ? tabId(idBase, index) : undefined} hidden={index !== active}>
              {block}
            </div>
          ))}
        </InCodeGroup.Provider>
      </div>
    </div>
  )
}
