import { Children, isValidElement, useCallback, useId, useRef, useState, type ReactElement, type ReactNode } from "react"
import { MethodTag } from "../MethodTag"
import { panelId, TabList, tabId } from "../tabs/TabList"
import { InCodeGroup, type CodeBlockProps } from "./CodeBlock"
import { currentPagePath, trackEvent, trackTabSelect } from "../../startup/dataLayer"
import { CopyButton } from "./CopyButton"
import { frameStyle, headerStyle } from "./codeStyles"
import { trackOf } from "./codeTrack"
import { languageLabel } from "./languages"
import { tabOfStoredTracks } from "./trackChoice"
import { chooseTrack, useCodeTracks } from "./trackPreference"
import { AWAITING_TRACKS_ATTRIBUTE, preHydrationTrackStyle } from "./trackStyles"

interface CodeGroupProps {
  title?: string
  tag?: string
  label?: string
  children?: ReactNode
}

/** A reader's click: the tab, and the tab the stored tracks picked right after it (-1: none). */
interface Pick {
  index: number
  followed: number
}

/**
 * Code blocks as tabs under one header. Picking a tab of a track (Terraform, CUE, TypeScript…) picks
 * that track in every group that offers it, on every page; other tabs are a choice in this group only.
 */
export function CodeGroup({ title, tag, label, children }: CodeGroupProps) {
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<CodeBlockProps>[]
  const languages = blocks.map((block) => block.props["data-language"] ?? "text")
  const names = blocks.map((block, index) => block.props["data-title"] ?? languageLabel(languages[index]))
  const tracks = blocks.map((block, index) => trackOf({ language: languages[index], title: block.props["data-title"], track: block.props["data-track"] }))
  const stored = useCodeTracks()
  const storedIndex = stored ? tabOfStoredTracks(tracks, stored) : -1
  const [pick, setPick] = useState<Pick | null>(null)
  // The reader's click holds until a later choice elsewhere changes which tab the stored tracks pick here.
  const active = pick && (pick.followed === storedIndex || storedIndex < 0) ? pick.index : Math.max(storedIndex, 0)
  const idBase = useId()
  const select = (index: number) => {
    const track = tracks[index]
    const after = track ? chooseTrack(track, tracks) : stored
    setPick({ index, followed: after ? tabOfStoredTracks(tracks, after) : -1 })
    // A tab that is no track (Authorization code, Refresh token) is reported by its name.
    trackTabSelect(track ?? names[index])
  }
  const panelsRef = useRef<HTMLDivElement>(null)
  // Copies the block the reader sees: the one panel that is not hidden.
  const getText = useCallback(() => panelsRef.current?.querySelector(":scope > :not([hidden]) pre")?.textContent ?? "", [])
  const hasTabs = blocks.length > 1
  const hasMeta = Boolean(title || tag || label)
  const onCopied = useCallback(() => trackEvent("copy_code", { language: languages[active] ?? "text", page_path: currentPagePath() }), [languages, active])
  const copy = <CopyButton getText={getText} onCopied={onCopied} />
  return (
    <div sx={{ ...frameStyle, ...(hasTabs ? preHydrationTrackStyle(tracks) : {}) }} data-code-group="" {...(stored ? {} : { [AWAITING_TRACKS_ATTRIBUTE]: "" })}>
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
            <TabList labels={names} tracks={tracks} active={active} onSelect={select} idBase={idBase} label={title ? `${title}: language` : "Code language"} />
            <span sx={{ ml: "auto" }}>{copy}</span>
          </div>
        )}
      </div>
      <div ref={panelsRef}>
        <InCodeGroup.Provider value={true}>
          {blocks.map((block, index) => (
            <div key={index} role={hasTabs ? "tabpanel" : undefined} data-track={tracks[index]} id={panelId(idBase, index)} aria-labelledby={hasTabs ? tabId(idBase, index) : undefined} hidden={index !== active}>
              {block}
            </div>
          ))}
        </InCodeGroup.Provider>
      </div>
    </div>
  )
}
