import { h } from './dom';
import { handoverPanel } from './handover-panel';

// On Gmail, LinkedIn, HubSpot and Salesforce: a "Hand over" button at the page's bottom right. Its panel lives
// in a shadow root, so the page's styles do not reach it. It holds nothing secret (the token stays in the
// service worker), so the root is open: screen readers' tools and the browser test can reach into it.

const STYLE = `
  :host { all: initial; }
  .fab { position: fixed; right: 20px; bottom: 20px; z-index: 2147483646; font: 600 13px system-ui, sans-serif; color: #fff;
    background: #4f46e5; border: 0; border-radius: 999px; padding: 10px 16px; box-shadow: 0 4px 14px rgb(0 0 0 / 0.2); cursor: pointer; }
  .card { position: fixed; right: 20px; bottom: 70px; z-index: 2147483647; width: 320px; max-height: 70vh; overflow-y: auto;
    font: 13px/1.4 system-ui, sans-serif; color: #0f172a; background: #fff; border: 1px solid #e2e8f0; border-radius: 10px;
    box-shadow: 0 8px 28px rgb(0 0 0 / 0.18); padding: 14px; display: grid; gap: 8px; }
  h2 { font-size: 14px; margin: 0; }
  label { display: grid; gap: 2px; font-size: 12px; color: #475569; }
  input, select { font: inherit; padding: 6px; border: 1px solid #cbd5e1; border-radius: 6px; }
  button { font: inherit; border: 1px solid #cbd5e1; background: #fff; border-radius: 6px; padding: 6px 10px; cursor: pointer; }
  button.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
  button[aria-pressed='true'] { border-color: #4f46e5; background: #eef2ff; }
  .slots { display: grid; grid-template-columns: 1fr 1fr; gap: 4px; }
  .bad { color: #b91c1c; }
  .muted { color: #64748b; }
  a { color: #4f46e5; }
`;

function mount() {
  if (document.getElementById('routewise-handover')) return;
  const host = h('div', { id: 'routewise-handover' });
  const shadow = host.attachShadow({ mode: 'open' });
  let card: HTMLElement | null = null;
  const toggle = () => {
    if (card) {
      card.remove();
      card = null;
    } else shadow.append((card = handoverPanel()));
  };
  shadow.append(h('style', { text: STYLE }), h('button', { type: 'button', class: 'fab', text: 'Hand over', onclick: toggle }));
  document.documentElement.appendChild(host);
}

mount();
