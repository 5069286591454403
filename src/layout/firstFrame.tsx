/**
 * The first frame shows the whole page. Without a hold, the browser paints as soon as the HTML parser first
 * yields, often with little more than the top bar, and then lays out everything else in one task: on a guide
 * at 4× CPU that layout was the longest task after first paint (100 to 250 ms, most of it the first look-up of
 * each font). `<link rel="expect" blocking="render">` holds rendering until the element it names is parsed,
 * which is the one element placed after the page, so the page is laid out once, before its first paint. A
 * browser without the feature ignores the link.
 */
export const PAGE_END_ID = "page-end"

/** In the head: hold rendering until the page's end is parsed. */
export const holdFirstFrame = <link key="hold-first-frame" rel="expect" href={`#${PAGE_END_ID}`} {...{ blocking: "render" }} />

/** After the page's root: where the hold ends. */
export const pageEnd = <div key="page-end" id={PAGE_END_ID} hidden />
