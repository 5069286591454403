/**
 * The renderer and the component map, a chunk of their own: a page's first load keeps the server's HTML and
 * needs neither; the first client navigation does. Asked for on intent (a pointer or focus on a site link,
 * search opened, history moved), so it is usually there before the click.
 */
export const loadRenderer = () => import(/* webpackChunkName: "renderer" */ "./RenderedTree")
