// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { append, h } from '../scheduler/dom';
import { openModal, type Modal } from './modal';

const key = (el: Element, k: string, shiftKey = false) => {
  const e = new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true, composed: true });
  el.dispatchEvent(e);
  return e;
};

describe('the scheduler modal', () => {
  let modal: Modal;
  let onClose: Mock<() => void>;
  let trigger: HTMLButtonElement;
  const host = () => document.querySelector('[data-routewise]') as HTMLElement;
  const shadow = () => host().shadowRoot!;
  const focused = () => shadow().activeElement;

  beforeEach(() => {
    document.body.innerHTML = '<button id="trigger">Request a demo</button><a href="#x" id="page-link">Elsewhere</a>';
    trigger = document.getElementById('trigger') as HTMLButtonElement;
    trigger.focus();
    onClose = vi.fn<() => void>();
    modal = openModal(document, onClose);
    const title = h('h1', null, 'Meet Ursula Rep');
    append(modal.body, [
      title,
      h('button', { id: 'first-slot' }, '9:00 AM'),
      h('div', { hidden: true }, h('button', null, 'hidden')),
      h('button', { id: 'last' }, 'Schedule meeting'),
    ]);
    modal.title(title);
  });
  afterEach(() => modal.destroy());

  it('still closes on Escape, and takes Tab back in, when a redraw dropped focus to the page body', () => {
    const slot = shadow().getElementById('first-slot') as HTMLButtonElement;
    slot.focus();
    slot.remove();
    expect([document.body, null]).toContain(document.activeElement);
    expect(key(document.body, 'Tab').defaultPrevented).toBe(true);
    expect(focused()!.getAttribute('aria-label')).toBe('Close');
    const last = shadow().getElementById('last') as HTMLButtonElement;
    last.focus();
    last.remove();
    expect(key(document.body, 'Escape').defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is a modal dialog named by its title, in a shadow root', () => {
    expect(host().shadowRoot).toBeTruthy();
    const dialog = shadow().querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const labelledBy = dialog.getAttribute('aria-labelledby')!;
    expect(shadow().getElementById(labelledBy)!.textContent).toBe('Meet Ursula Rep');
    expect(focused()!.textContent).toBe('Meet Ursula Rep');
  });

  it('locks the page scroll and gives it back with the focus when it goes', () => {
    modal.destroy();
    document.documentElement.style.overflow = 'scroll';
    trigger.focus();
    modal = openModal(document, onClose);
    expect(document.documentElement.style.overflow).toBe('hidden');
    modal.destroy();
    expect(document.documentElement.style.overflow).toBe('scroll');
    expect(host()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and on its close button, but not on an Escape a control inside handled', () => {
    const slot = shadow().getElementById('first-slot')!;
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    slot.addEventListener('keydown', (e) => e.preventDefault(), { once: true });
    slot.dispatchEvent(handled);
    expect(onClose).not.toHaveBeenCalled();
    key(slot, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    (shadow().querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside: from the last control to the first (Close), and back, skipping hidden ones', () => {
    const close = shadow().querySelector('button[aria-label="Close"]') as HTMLButtonElement;
    const last = shadow().getElementById('last') as HTMLButtonElement;
    last.focus();
    expect(key(last, 'Tab').defaultPrevented).toBe(true);
    expect(focused()).toBe(close);
    expect(key(close, 'Tab', true).defaultPrevented).toBe(true);
    expect(focused()).toBe(last);
    // In the middle, the browser's own Tab order applies.
    const slot = shadow().getElementById('first-slot')!;
    slot.focus();
    expect(key(slot, 'Tab').defaultPrevented).toBe(false);
  });

  it('pulls focus that escapes to the page back into the dialog', () => {
    document.getElementById('page-link')!.focus();
    expect(document.activeElement).toBe(host());
    expect(focused()!.getAttribute('aria-label')).toBe('Close');
  });
});
