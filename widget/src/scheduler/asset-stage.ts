import type { PublicAssetPageDto } from '@contracts/assets';
import { h } from './dom';

type Asset = NonNullable<PublicAssetPageDto['asset']>;

/** The page's asset as an element: an image, an uploaded video, or a YouTube, Vimeo or Loom player. */
function media(asset: Asset, background: boolean): HTMLElement {
  if (asset.category === 'image') return h('img', { class: 'rw-asset-media', src: asset.url, alt: asset.name });
  if (asset.category === 'video')
    return h('video', {
      class: 'rw-asset-media',
      src: asset.url,
      // A Mux video: its HLS stream plays natively where the browser can; the thumbnail shows where it cannot.
      poster: asset.poster,
      title: asset.name,
      muted: true,
      playsinline: true,
      autoplay: background,
      loop: background,
      controls: !background,
      preload: 'metadata',
    });
  return h('iframe', {
    class: 'rw-asset-media',
    src: asset.url,
    title: asset.name,
    allow: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
    allowfullscreen: true,
    loading: 'lazy',
    referrerpolicy: 'strict-origin-when-cross-origin',
    tabindex: background ? '-1' : null,
  });
}

/**
 * Places the asset template's asset around the card (spec section 3: center is the page's background; left
 * and right take half the width, left_30 and right_30 a third, beside the scheduler; a narrow screen puts
 * it above). Without an asset the card stays as it is.
 */
export function mountAssetStage(app: HTMLElement, card: HTMLElement, page: PublicAssetPageDto) {
  if (!page.asset) return;
  const background = page.position === 'center';
  const pane = h('div', { class: 'rw-asset', 'aria-hidden': background && page.asset.category !== 'external' ? 'true' : null });
  pane.appendChild(media(page.asset, background));
  const stage = h('div', { class: 'rw-stage', 'data-position': page.position });
  app.insertBefore(stage, card);
  stage.appendChild(pane);
  stage.appendChild(card);
}

/** The stage's styles, under .rw-app like the rest. */
export const STAGE_CSS = `
.rw-stage{display:grid;gap:20px}
/* The card lays itself out by its own width, not the page's: beside an asset it has 50 or 70% of it. */
.rw-stage>.rw-card{container-type:inline-size}
.rw-asset{border-radius:16px;overflow:hidden;background:#0f172a;aspect-ratio:16/9}
.rw-asset-media{display:block;width:100%;height:100%;border:0;object-fit:cover}
.rw-stage[data-position="center"]{min-height:calc(100vh - 80px);align-content:center}
.rw-stage[data-position="center"]>.rw-asset{position:fixed;inset:0;border-radius:0;aspect-ratio:auto;z-index:0}
.rw-stage[data-position="center"]>.rw-asset::after{content:"";position:absolute;inset:0;background:rgba(15,23,42,.35);pointer-events:none}
.rw-stage[data-position="center"]>.rw-card{position:relative;z-index:1}
@container (min-width:760px){
.rw-stage[data-position="left"]{grid-template-columns:1fr 1fr}
.rw-stage[data-position="left_30"]{grid-template-columns:3fr 7fr}
.rw-stage[data-position="right"]{grid-template-columns:1fr 1fr}
.rw-stage[data-position="right_30"]{grid-template-columns:7fr 3fr}
.rw-stage[data-position^="right"]>.rw-asset{order:2}
.rw-stage:not([data-position="center"])>.rw-asset{aspect-ratio:auto;min-height:100%}
.rw-stage[data-position="left_30"] .rw-book,.rw-stage[data-position="right_30"] .rw-book{grid-template-columns:260px minmax(0,1fr)}
.rw-stage[data-position="left"] .rw-book,.rw-stage[data-position="right"] .rw-book{grid-template-columns:1fr}
.rw-stage[data-position="left"] .rw-book>.rw-info,.rw-stage[data-position="right"] .rw-book>.rw-info{border-right:0;border-bottom:1px solid var(--rw-line)}
}
`;
