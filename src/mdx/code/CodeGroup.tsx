import { useCallback, useRef, useState } from "react"
import { usePageRule } from "../../theme/styles/pageRules"
import { currentPagePath, trackEvent, trackTabSelect } from "../../startup/dataLayer"
import { slotProps, SERVER_HTML, type SlotContent } from "../islands/serverHtml"
import { MethodTag } from "../MethodTag"
import { panelId, TabList, tabId } from "../tabs/TabList"
import { codeStyles } from "./code.styles"
import { CopyButton } from "./CopyButton"
import { trackOf } from "./codeTrack"
import { languageLabel } from "./languages"
import { tabOfStoredTracks } from "./trackChoice"
import { chooseTrack, useCodeTracks } from "./trackPreference"
import { AWAITING_TRACKS_ATTRIBUTE, GROUP_TRACKS_ATTRIBUTE, groupTracksValue, preHydrationTrackCss } from "./trackStyles"
import { CodeText } from "../CodeText"

/** What a group knows of each of its blocks (the code itself stays in the panels). */
export interface CodeBlockMeta {
  language?: string
  title?: string
  /** A writer's explicit track (track="…" on the fence). */
  track?: string
}

export interface CodeGroupProps {
  title?: string
  tag?: string
  label?: string
  blocks: CodeBlockMeta[]
  /** Prefix of the tab and panel ids, fixed on the server so a hydrated island keeps them. */
  idBase: string
  /** Each block's <pre>; absent when the island hydrates over the server's HTML. */
  slots?: SlotContent[]
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
export function CodeGroup({ title, tag, label, blocks, idBase, slots }: CodeGroupProps) {
  const languages = blocks.map((block) => block.language ?? "text")
  const names = blocks.map((block, index) => block.title ?? languageLabel(languages[index]))
  const tracks = blocks.map((block, index) => trackOf({ language: languages[index], title: block.title, track: block.track }))
  const stored = useCodeTracks()
  const storedIndex = stored ? tabOfStoredTracks(tracks, stored) : -1
  const [pick, setPick] = useState<Pick | null>(null)
  // The reader's click holds until a later choice elsewhere changes which tab the stored tracks pick here.
  const active = pick && (pick.followed === storedIndex || storedIndex < 0) ? pick.index : Math.max(storedIndex, 0)
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
  const trackCss = hasTabs ? preHydrationTrackCss(tracks) : ""
  usePageRule(trackCss)
  const copy = <CopyButton getText={getText} onCopied={onCopied} />
  return (
    <div
      className={codeStyles.frame}
      data-code-group=""
      {...(trackCss ? { [GROUP_TRACKS_ATTRIBUTE]: groupTracksValue(tracks) } : {})}
      {...(stored ? {} : { [AWAITING_TRACKS_ATTRIBUTE]: "" })}
    >
      <div className={codeStyles.groupHeader}>
        {(hasMeta || !hasTabs) && (
          <div className={codeStyles.groupMeta}>
            {title && <span className={codeStyles.groupTitle}>{title}</span>}
            {tag && <MethodTag method={tag} />}
            {label && <CodeText className={codeStyles.groupLabel} text={label} />}
            {!hasMeta && <span>{names[0]}</span>}
            {!hasTabs && <span className={codeStyles.pushRight}>{copy}</span>}
          </div>
        )}
        {hasTabs && (
          <div className={codeStyles.groupTabs}>
            <TabList labels={names} tracks={tracks} active={active} onSelect={select} idBase={idBase} label={title ? `${title}: language` : "Code language"} />
            <span className={codeStyles.pushRight}>{copy}</span>
          </div>
        )}
      </div>
      <div ref={panelsRef}>
        {blocks.map((_, index) => (
          <div
            key={index}
            role={hasTabs ? "tabpanel" : undefined}
            data-track={tracks[index]}
            id={panelId(idBase, index)}
            aria-labelledby={hasTabs ? tabId(idBase, index) : undefined}
            hidden={index !== active}
            {...slotProps(slots ? slots[index] : SERVER_HTML)}
          />
        ))}
      </div>
    </div>
  )
}
