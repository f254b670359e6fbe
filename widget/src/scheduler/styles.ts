import { THEME_CSS } from './theme-styles';
import { STAGE_CSS } from './asset-stage';

/*
 * The scheduler's stylesheet: every selector sits under .rw-app, so it can live on any host page.
 * Layout answers the container's width (container queries), never the viewport's.
 */
const BASE_CSS = `
.rw-app{container-type:inline-size;--rw-text:#111827;--rw-muted:#6b7280;--rw-line:#e5e7eb;--rw-err:#b91c1c;--rw-ok:#15803d;--rw-surface:#fff;--rw-subtle:#f9fafb;--rw-text2:#374151;--rw-field-line:#d1d5db;--rw-field-hover:#cbd5e1;--rw-faint:#9ca3af;color:var(--rw-text);font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased;text-align:left}
.rw-app *,.rw-app *::before,.rw-app *::after{box-sizing:border-box}
.rw-app :where(h1,h2,h3,p,dl,dd,ul,fieldset,legend){margin:0;padding:0}
.rw-app :where(ul){list-style:none}
.rw-app :where(fieldset){border:0;min-width:0}
.rw-app :where(button,input,select,textarea){font:inherit;color:inherit}
.rw-app :where(a){color:var(--rw-link-ink,var(--rw-link))}
.rw-app [hidden]{display:none!important}
.rw-app :focus-visible{outline:2px solid var(--rw-link);outline-offset:2px}
.rw-app [tabindex="-1"]:focus{outline:none}
.rw-sr{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.rw-icon{width:18px;height:18px;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.rw-card{background:var(--rw-surface);border:1px solid var(--rw-line);border-radius:16px;box-shadow:0 1px 2px rgba(16,24,40,.04),0 12px 32px -12px rgba(16,24,40,.14);overflow:hidden;position:relative}
.rw-card::before{content:"";display:block;height:4px;background:var(--rw-accent)}
.rw-narrow{max-width:560px;margin:0 auto}
.rw-book{display:grid}
.rw-info{padding:20px 20px 16px;border-bottom:1px solid var(--rw-line)}
.rw-main{padding:20px 16px 24px;min-width:0}
.rw-org{display:flex;align-items:center;gap:10px;margin-bottom:16px;color:var(--rw-muted);font-size:14px;font-weight:600}
.rw-logo{height:32px;max-width:140px;object-fit:contain}
.rw-host{display:flex;align-items:center;gap:12px;margin-bottom:8px;color:var(--rw-muted);font-weight:600}
.rw-avatar{width:44px;height:44px;border-radius:50%;object-fit:cover;flex:none;display:inline-flex;align-items:center;justify-content:center;background:var(--rw-link-soft);color:var(--rw-link-ink,var(--rw-link));font-weight:700;font-size:16px}
.rw-avatars{display:flex;flex:none}
.rw-avatars .rw-avatar{width:36px;height:36px;font-size:13px;border:2px solid var(--rw-surface)}
.rw-avatars .rw-avatar+.rw-avatar{margin-left:-10px}
.rw-group-names{display:grid;gap:2px;min-width:0}
.rw-group-names small{font-weight:500;font-size:13px}
.rw-avatar-lg{width:88px;height:88px;font-size:30px}
.rw-title{font-size:24px;line-height:1.25;font-weight:700;letter-spacing:-.01em;margin-bottom:12px}
.rw-meta{display:grid;gap:8px;color:var(--rw-text2);font-weight:500}
.rw-meta li{display:flex;align-items:center;gap:10px}
.rw-meta .rw-icon{color:var(--rw-muted)}
.rw-greeting{margin-top:16px;font-weight:600}
.rw-desc{margin-top:8px;color:var(--rw-text2);white-space:pre-line}
.rw-h2{font-size:18px;font-weight:700;margin-bottom:12px}
.rw-muted{color:var(--rw-muted)}
.rw-picker{display:grid;gap:20px}
.rw-cal-head{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
.rw-cal-title{font-size:16px;font-weight:700}
.rw-nav{display:flex;gap:4px}
.rw-iconbtn{width:44px;height:44px;border:0;border-radius:50%;background:transparent;display:inline-flex;align-items:center;justify-content:center;cursor:pointer;color:var(--rw-link-ink,var(--rw-link))}
.rw-iconbtn:hover:not(:disabled){background:var(--rw-link-soft)}
.rw-iconbtn:disabled{color:var(--rw-field-line);cursor:default}
.rw-grid{width:100%;border-collapse:collapse;table-layout:fixed}
.rw-grid th{text-align:center;font-size:12px;font-weight:600;color:var(--rw-muted);text-transform:uppercase;letter-spacing:.04em;padding:4px 0 8px}
.rw-grid td{text-align:center;padding:2px 0}
.rw-day{position:relative;width:44px;height:44px;max-width:100%;border:0;border-radius:50%;background:transparent;color:var(--rw-faint);font-size:15px;cursor:default}
.rw-day[data-avail]{background:var(--rw-link-soft);color:var(--rw-link-ink,var(--rw-link));font-weight:700;cursor:pointer}
.rw-day[data-avail]:hover{background:var(--rw-link-hover)}
.rw-day[aria-pressed="true"],.rw-day[data-avail][aria-pressed="true"]:hover{background:var(--rw-link);color:var(--rw-link-text,#fff)}
.rw-day[data-today]::after{content:"";position:absolute;left:50%;bottom:6px;width:4px;height:4px;margin-left:-2px;border-radius:50%;background:currentColor}
.rw-daylist{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px}
.rw-daychip{width:100%;min-height:52px;border:1px solid var(--rw-link-ring);border-radius:10px;background:var(--rw-surface);color:var(--rw-link-ink,var(--rw-link));font-weight:700;cursor:pointer;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:6px}
.rw-daychip small{font-weight:500;color:var(--rw-muted);font-size:12px}
.rw-daychip:hover{background:var(--rw-link-soft)}
.rw-daychip[aria-pressed="true"]{background:var(--rw-link);border-color:var(--rw-link);color:var(--rw-link-text,#fff)}
.rw-daychip[aria-pressed="true"] small{color:inherit}
.rw-empty{padding:16px;border-radius:10px;background:var(--rw-subtle);color:var(--rw-muted);text-align:center}
.rw-empty .rw-linkbtn{margin-top:4px}
.rw-slots-day{font-size:16px;font-weight:700;margin-bottom:12px}
.rw-slotlist{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(104px,1fr))}
.rw-slot{width:100%;min-height:48px;padding:8px;border:1px solid var(--rw-link-ring);border-radius:8px;background:var(--rw-surface);color:var(--rw-link-ink,var(--rw-link));font-weight:700;cursor:pointer;transition:background .12s,border-color .12s}
.rw-slot:hover{background:var(--rw-link-soft);border-color:var(--rw-link)}
.rw-tz{position:relative;margin-top:16px}
.rw-tz-label{display:block;font-size:13px;font-weight:600;color:var(--rw-muted);margin-bottom:4px}
.rw-tz-btn{display:flex;align-items:center;gap:8px;width:100%;min-height:44px;padding:8px 10px;border:1px solid var(--rw-line);border-radius:8px;background:var(--rw-surface);cursor:pointer;text-align:left}
.rw-tz-btn span{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.rw-tz-btn:hover{border-color:var(--rw-field-hover)}
.rw-tz-pop{position:absolute;z-index:20;left:0;right:0;top:calc(100% + 4px);background:var(--rw-surface);border:1px solid var(--rw-line);border-radius:10px;box-shadow:0 12px 32px -8px rgba(16,24,40,.25);padding:8px}
.rw-tz-pop[data-up]{top:auto;bottom:calc(100% + 4px)}
.rw-tz-list{max-height:264px;overflow:auto;margin-top:6px}
.rw-tz-opt{display:flex;justify-content:space-between;gap:8px;padding:10px;border-radius:6px;cursor:pointer;min-height:44px;align-items:center}
.rw-tz-opt small{color:var(--rw-muted);white-space:nowrap}
.rw-tz-opt[data-active]{background:var(--rw-link-soft)}
.rw-tz-opt[aria-selected="true"]{font-weight:700;color:var(--rw-link-ink,var(--rw-link))}
.rw-tz-none{padding:10px;color:var(--rw-muted)}
.rw-form{display:grid;gap:16px}
.rw-field{display:grid;gap:6px}
.rw-label{font-weight:600;font-size:14px}
.rw-req{color:var(--rw-err);margin-left:2px}
.rw-input{width:100%;min-height:44px;padding:10px 12px;border:1px solid var(--rw-field-line);border-radius:8px;background:var(--rw-surface);font-size:16px}
textarea.rw-input{min-height:96px;resize:vertical}
.rw-input:hover{border-color:var(--rw-faint)}
.rw-app .rw-input:focus,.rw-app .rw-input:focus-visible{outline:none;border-color:var(--rw-link);box-shadow:0 0 0 3px var(--rw-link-ring)}
.rw-input[aria-invalid="true"]{border-color:var(--rw-err)}
.rw-app .rw-input[aria-invalid="true"]:focus{box-shadow:0 0 0 3px rgba(185,28,28,.25)}
.rw-hint{font-size:13px;color:var(--rw-muted)}
.rw-err{display:flex;align-items:center;gap:6px;font-size:13px;font-weight:500;color:var(--rw-err)}
.rw-err .rw-icon{width:16px;height:16px}
.rw-err:empty{display:none}
.rw-choices{display:grid;gap:4px}
.rw-choice{display:flex;align-items:center;gap:10px;min-height:44px;padding:0 12px;border:1px solid var(--rw-line);border-radius:8px;cursor:pointer}
.rw-choice:hover{border-color:var(--rw-field-hover)}
.rw-choice input{width:18px;height:18px;margin:0;accent-color:var(--rw-link)}
.rw-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:48px;padding:10px 20px;border:0;border-radius:8px;background:var(--rw-btn);color:var(--rw-btn-text);font-weight:700;font-size:16px;cursor:pointer;text-decoration:none}
.rw-btn:hover:not(:disabled){filter:brightness(.93)}
.rw-btn:disabled{opacity:.7;cursor:progress}
.rw-btn-quiet{background:var(--rw-surface);color:var(--rw-text);border:1px solid var(--rw-field-line)}
.rw-btn-danger{background:#b91c1c;color:#fff}
.rw-linkbtn{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 4px;border:0;background:none;color:var(--rw-link-ink,var(--rw-link));font-weight:600;cursor:pointer;text-decoration:underline;text-underline-offset:3px}
.rw-back{text-decoration:none;margin:-8px 0 8px -4px}
.rw-actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.rw-summary{display:grid;gap:6px;padding:14px 16px;border-radius:10px;background:var(--rw-link-soft);margin-bottom:20px}
.rw-summary div{display:flex;gap:10px;align-items:flex-start;font-weight:600}
.rw-summary .rw-icon{margin-top:2px;color:var(--rw-link-ink,var(--rw-link))}
.rw-summary s{color:var(--rw-muted);font-weight:500}
.rw-summary small{display:block;font-size:12px;font-weight:600;color:var(--rw-muted);text-transform:uppercase;letter-spacing:.04em}
.rw-banner{display:flex;gap:10px;align-items:flex-start;padding:12px 14px;border-radius:10px;border:1px solid #fecaca;background:#fef2f2;color:#991b1b;font-weight:500;margin-bottom:16px}
.rw-banner .rw-icon{margin-top:2px}
.rw-banner:empty{display:none}
.rw-spin{width:18px;height:18px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:rw-spin .7s linear infinite}
@keyframes rw-spin{to{transform:rotate(360deg)}}
.rw-loading{display:flex;justify-content:center;align-items:center;gap:10px;padding:40px 16px;color:var(--rw-muted)}
.rw-done{padding:32px 20px;text-align:center}
.rw-done .rw-details,.rw-done .rw-countdown{text-align:left}
.rw-check{width:56px;height:56px;margin:0 auto 16px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#dcfce7;color:var(--rw-ok)}
.rw-check.rw-neutral{background:var(--rw-subtle);color:var(--rw-text2)}
.rw-check .rw-icon{width:28px;height:28px;stroke-width:2.5}
.rw-done .rw-title{margin-bottom:8px}
.rw-lead{color:var(--rw-text2);max-width:440px;margin:0 auto}
.rw-details{display:grid;gap:12px;max-width:440px;margin:24px auto 0;padding:16px;border:1px solid var(--rw-line);border-radius:12px}
.rw-details div{position:relative;padding-left:30px}
.rw-details .rw-icon{position:absolute;left:0;top:12px;color:var(--rw-muted)}
.rw-details dt{font-size:13px;color:var(--rw-muted)}
.rw-details dd{font-weight:600}
.rw-note{max-width:440px;margin:16px auto 0;font-size:14px;color:var(--rw-muted)}
.rw-manage{display:flex;justify-content:center;align-items:center;flex-wrap:wrap;gap:4px 16px;margin-top:8px}
.rw-countdown{max-width:440px;margin:20px auto 0;padding:14px 16px;border-radius:12px;background:var(--rw-subtle);border:1px solid var(--rw-line);display:grid;gap:8px}
.rw-countdown p{font-weight:600}
.rw-countdown .rw-actions{gap:4px 16px}
.rw-profile{padding:28px 20px 8px;text-align:center}
.rw-profile .rw-avatar{margin:0 auto 12px}
.rw-pills{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:14px}
.rw-pills a{display:inline-flex;align-items:center;min-height:36px;padding:0 14px;border-radius:999px;border:1px solid var(--rw-line);text-decoration:none;font-weight:600;font-size:14px}
.rw-pills a:hover{border-color:var(--rw-link)}
.rw-linkcards{display:grid;gap:12px;padding:12px 20px 28px}
.rw-linkcard{display:flex;align-items:center;gap:14px;padding:16px;border:1px solid var(--rw-line);border-radius:12px;text-decoration:none;color:var(--rw-text);transition:border-color .12s,box-shadow .12s}
.rw-linkcard:hover{border-color:var(--rw-link);box-shadow:0 4px 12px -6px rgba(16,24,40,.2)}
.rw-linkcard>span{flex:1;min-width:0}
.rw-linkcard>.rw-tile{flex:none;width:44px;height:44px;border-radius:10px;background:var(--rw-link-soft);display:flex;align-items:center;justify-content:center}
.rw-section{padding:16px 20px 0;font-size:13px;font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:var(--rw-muted)}
.rw-linkcard strong{display:block;font-size:16px}
.rw-linkcard small{color:var(--rw-muted);font-size:14px}
.rw-linkcard .rw-icon{color:var(--rw-link-ink,var(--rw-link))}
.rw-pad{margin:8px 20px 28px}
.rw-sp{height:20px}
.rw-main .rw-details{margin:20px 0 0;max-width:none}
@container (min-width:520px){.rw-main{padding:24px 28px 28px}.rw-info{padding:24px 28px 20px}.rw-linkcards{grid-template-columns:repeat(auto-fit,minmax(220px,1fr));padding:12px 28px 32px}.rw-section{padding:16px 28px 0}}
@container (min-width:760px){
.rw-book{grid-template-columns:300px minmax(0,1fr)}
.rw-book>.rw-info{border-bottom:0;border-right:1px solid var(--rw-line);padding:28px}
.rw-book>.rw-main{padding:28px}
.rw-picker[data-layout="rows"] .rw-cal-wrap{max-width:420px}
}
@container (min-width:900px){
.rw-picker[data-layout="columns"][data-day]{grid-template-columns:minmax(0,1fr) 232px;gap:28px}
.rw-picker[data-layout="columns"] .rw-slotlist{grid-template-columns:1fr;max-height:440px;overflow:auto;padding:4px;margin:-4px}
}
@media (prefers-reduced-motion:reduce){.rw-app *{transition:none!important;animation-duration:1.5s!important}}
`;

const CSS = BASE_CSS + STAGE_CSS + THEME_CSS;

const done = new WeakSet<Node>();

/** Injects the stylesheet once into the document (or shadow root) that holds `container`. */
export function ensureStyles(container: Element) {
  const root = container.getRootNode();
  const target: Document | ShadowRoot = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root : container.ownerDocument;
  if (done.has(target)) return;
  done.add(target);
  const style = container.ownerDocument.createElement('style');
  style.setAttribute('data-rw', '');
  style.textContent = CSS;
  ('head' in target ? target.head : target).appendChild(style);
}
