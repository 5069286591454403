import { BELOW_EXTRA_LARGE_QUERY, CONTENTS_BAR_HEIGHT, HASH_SCROLL_OFFSET } from "../theme/tokens"
import { CONTENTS_SELECTOR } from "../toc/contentsBar"
import { TOP_ID } from "../ui/topAnchor"
import { SCROLL_MS, SETTLE_FRAMES } from "./followScroll"
import { HASH_LANDING_ATTRIBUTE } from "./hashLanding"

/**
 * A direct load with a hash, before any bundle runs (a slow phone can take seconds to get there). The browser's
 * own smooth scroll aims once at where the heading is when it starts; the article's blocks it passes are laid out
 * on the way (content-visibility) and push the heading down, by thousands of pixels on a long reference page. This
 * script, inline after the page's HTML, does what followScroll does: it eases toward where the heading is in each
 * frame, 100 px from the top (44 more where the contents bar shows), for SCROLL_MS, then holds SETTLE_FRAMES
 * frames. The reader's wheel, touch, key or click stops it, as it stops followScroll. `hashLanding.test.ts` runs it.
 */
export const hashLandingScript =
  "(function(){var h=document.documentElement,a=" + JSON.stringify(HASH_LANDING_ATTRIBUTE) + ",i;" +
  "try{i=decodeURIComponent(location.hash.slice(1))}catch(x){return}" +
  "var e=i&&i!==" + JSON.stringify(TOP_ID) + "&&document.getElementById(i);if(!e)return;" +
  "var w=window,s=w.scrollY,b=performance.now(),d=w.matchMedia('(prefers-reduced-motion: reduce)').matches?0:" + SCROLL_MS + ",n=0," +
  "k=['wheel','touchstart','keydown','mousedown'];" +
  "function q(){h.removeAttribute(a);k.forEach(function(t){w.removeEventListener(t,q)})}" +
  "function f(){if(!h.hasAttribute(a))return q();" +
  "var o=" + HASH_SCROLL_OFFSET + "+(w.matchMedia(" + JSON.stringify(BELOW_EXTRA_LARGE_QUERY) + ").matches&&document.querySelector(" +
  JSON.stringify(CONTENTS_SELECTOR) + ")?" + CONTENTS_BAR_HEIGHT + ":0)," +
  "g=Math.max(0,e.getBoundingClientRect().top+w.scrollY-o),t=performance.now()-b,p=d>0?Math.min(1,t/d):1;" +
  "w.scrollTo({top:s+(g-s)*(1-Math.pow(1-p,3)),behavior:'instant'});" +
  "if(t>=d&&++n>=" + SETTLE_FRAMES + ")return q();requestAnimationFrame(f)}" +
  "h.setAttribute(a,'');k.forEach(function(t){w.addEventListener(t,q,{passive:true})});f()})()"
