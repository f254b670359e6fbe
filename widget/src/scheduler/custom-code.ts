import type { CUSTOM_CODE_EVENTS } from '@contracts/meeting-settings';

export type CustomCodeEvent = (typeof CUSTOM_CODE_EVENTS)[number];
export type CustomCodeFrame = { send(type: CustomCodeEvent, detail: Record<string, unknown>): void };

/**
 * The organization's custom code (Settings -> Meeting -> Custom code) on a booking page: its HTML and
 * scripts in a hidden frame sandboxed to scripts only. Without allow-same-origin the frame's origin is
 * opaque, so it reads none of our cookies, storage or page; it hears the booking events by postMessage
 * (ids and times, never the prospect's answers). Messages sent before the frame has loaded wait for it.
 */
export function mountCustomCode(doc: Document, code: string | null | undefined): CustomCodeFrame | null {
  if (!code) return null;
  const frame = doc.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('srcdoc', code);
  frame.setAttribute('title', 'Custom code');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('tabindex', '-1');
  frame.className = 'rw-custom-code';
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  let loaded = false;
  const waiting: unknown[] = [];
  // An opaque origin has no name to aim at: '*' is the only target, and the payload holds nothing private.
  const post = (message: unknown) => frame.contentWindow?.postMessage(message, '*');
  frame.addEventListener('load', () => {
    loaded = true;
    waiting.splice(0).forEach(post);
  });
  doc.body.appendChild(frame);
  return {
    send(type, detail) {
      const message = { source: 'routewise', type, detail };
      if (loaded) post(message);
      else waiting.push(message);
    },
  };
}
