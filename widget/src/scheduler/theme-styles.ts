/*
 * The organization's theme (spec section 3, Theme) on top of the scheduler's stylesheet: dark mode swaps
 * the palette variables, and each style (data-style on .rw-app) reshapes the same components. Light
 * default is the base stylesheet itself, so it has no rules here.
 */
const ALL =
  '.rw-card,.rw-btn,.rw-slot,.rw-input,.rw-daychip,.rw-day,.rw-choice,.rw-tz-btn,.rw-tz-pop,.rw-details,.rw-summary,.rw-empty,.rw-countdown,.rw-linkcard,.rw-iconbtn,.rw-banner,.rw-tz-opt,.rw-check,.rw-pills a';
const app = (style: string) => `.rw-app[data-style="${style}"]`;

export const THEME_CSS = `
.rw-app[data-mode="dark"]{--rw-text:#e5e7eb;--rw-muted:#9ca3af;--rw-line:#2b3244;--rw-surface:#151a26;--rw-subtle:#1d2333;--rw-text2:#cbd5e1;--rw-field-line:#3b4357;--rw-field-hover:#566079;--rw-faint:#566079;--rw-err:#f87171;--rw-ok:#4ade80;color-scheme:dark}
.rw-app[data-mode="dark"] .rw-card{box-shadow:0 1px 2px rgba(0,0,0,.3),0 16px 40px -12px rgba(0,0,0,.6)}
.rw-app[data-mode="dark"] .rw-check{background:rgba(74,222,128,.14)}
.rw-app[data-mode="dark"] .rw-banner{background:rgba(248,113,113,.12);border-color:rgba(248,113,113,.4);color:#fecaca}
${app('classic')}{font-family:Georgia,Cambria,'Times New Roman',serif}
${app('classic')} :is(${ALL}){border-radius:6px}
${app('classic')} .rw-card{box-shadow:none;border-width:1px}
${app('classic')} .rw-card::before{height:8px}
${app('classic')} .rw-title{font-weight:600;letter-spacing:0}
${app('classic')} .rw-day{border-radius:6px}
${app('frozen_glass')} .rw-card{background:color-mix(in srgb,var(--rw-surface) 58%,transparent);-webkit-backdrop-filter:blur(20px) saturate(1.5);backdrop-filter:blur(20px) saturate(1.5);border:1px solid color-mix(in srgb,var(--rw-surface) 70%,transparent);border-radius:22px;box-shadow:0 24px 60px -24px var(--rw-link-ring)}
${app('frozen_glass')} .rw-card::before{display:none}
${app('frozen_glass')} :is(.rw-slot,.rw-daychip,.rw-input,.rw-tz-btn,.rw-choice,.rw-details){background:color-mix(in srgb,var(--rw-surface) 55%,transparent)}
${app('frozen_glass')} .rw-book>.rw-info{border-color:color-mix(in srgb,var(--rw-line) 60%,transparent)}
${app('sharp')} :is(${ALL}){border-radius:0}
${app('sharp')} .rw-card{border:2px solid var(--rw-text);box-shadow:none}
${app('sharp')} .rw-card::before{height:6px}
${app('sharp')} :is(.rw-slot,.rw-daychip){border-width:2px}
${app('sharp')} :is(.rw-title,.rw-h2,.rw-btn){text-transform:uppercase;letter-spacing:.04em}
${app('serenity')} .rw-card{border-radius:28px;border-color:transparent;box-shadow:0 32px 64px -32px var(--rw-link-ring)}
${app('serenity')} .rw-card::before{display:none}
${app('serenity')} .rw-info{background:var(--rw-link-soft)}
${app('serenity')} :is(.rw-btn,.rw-slot,.rw-daychip,.rw-tz-btn,.rw-input,.rw-choice){border-radius:999px}
${app('serenity')} textarea.rw-input{border-radius:20px}
${app('serenity')} .rw-title{font-weight:500;letter-spacing:-.02em}
${app('retro')}{--rw-surface:#fffbeb;font-family:'Trebuchet MS','Lucida Grande',Verdana,sans-serif}
${app('retro')}[data-mode="dark"]{--rw-surface:#1f1a12}
${app('retro')} .rw-card{border:3px solid var(--rw-text);border-radius:4px;box-shadow:8px 8px 0 var(--rw-text)}
${app('retro')} .rw-card::before{height:10px;border-bottom:3px solid var(--rw-text)}
${app('retro')} :is(.rw-btn,.rw-slot,.rw-daychip){border:2px solid var(--rw-text);border-radius:4px;box-shadow:3px 3px 0 var(--rw-text)}
${app('retro')} :is(.rw-btn,.rw-slot,.rw-daychip):active{transform:translate(2px,2px);box-shadow:1px 1px 0 var(--rw-text)}
${app('retro')} .rw-title{text-transform:uppercase;letter-spacing:.03em}
${app('terminal')}{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;font-size:14px}
${app('terminal')} :is(${ALL}){border-radius:0}
${app('terminal')} .rw-card{border:1px solid var(--rw-link);box-shadow:none}
${app('terminal')} .rw-card::before{height:0}
${app('terminal')} .rw-title::before{content:"> ";color:var(--rw-link-ink,var(--rw-link))}
${app('terminal')} :is(.rw-slot,.rw-daychip){border-style:dashed}
${app('terminal')} .rw-day{border-radius:0}
`;
