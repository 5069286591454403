import { lazy, Suspense, type ComponentProps, type ComponentType } from "react"
import type { PageHead as PageHeadComponent } from "../layout/PageHead"

type Props = ComponentProps<typeof PageHeadComponent>

// react-helmet writes the head at build; in the browser it is needed only once the reader navigates (the
// first page's head is already in its HTML), so it comes with the renderer's chunk, not the first load.
const PageHead: ComponentType<Props> =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-var-requires
      (require("../layout/PageHead").PageHead as ComponentType<Props>)
    : lazy(() => import(/* webpackChunkName: "renderer" */ "../layout/PageHead").then((module) => ({ default: module.PageHead })))

/** The page's head: written at build, left alone on a first load, managed by react-helmet after navigation. */
export function LazyPageHead({ keepServerHtml, ...props }: Props & { keepServerHtml: boolean }) {
  // The same boundary either way: the server's HTML has its markers, which hydration matches.
  return <Suspense fallback={null}>{keepServerHtml ? null : <PageHead {...props} />}</Suspense>
}
