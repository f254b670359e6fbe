import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetStandIns } from '@web/components/integrations/stand-in-note';

// jsdom lacks the layout APIs Radix and the editors call; every web component test gets inert stand-ins.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// Radix Select captures the pointer while its list is open.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// The web project runs its files one after another in one environment per vitest worker (isolate: false in
// vitest.config.ts: React, Radix and the app's modules load once, not once per file, which took 7 of its 8 minutes
// of CPU). So each test leaves the page as it found it: nothing rendered, real timers and globals, empty storage,
// and no answer from one file's fetch stub remembered by a module for the next.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  resetStandIns();
});
