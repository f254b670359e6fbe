// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registeredScheduler, schedulerLoader, type SchedulerHook } from './loader';

type HookWindow = Window & { Routewise?: { scheduler?: SchedulerHook } };
const SRC = 'https://app.routewise.test/widget-scheduler.js';
const hook: SchedulerHook = { open: () => ({ ready: Promise.resolve(), booked: false, focus() {}, destroy() {} }) };
const injected = () => Array.from(document.scripts).filter((s) => s.src === SRC);
const register = () => ((window as HookWindow).Routewise = { scheduler: hook });

describe('the scheduler loader', () => {
  beforeEach(() => {
    delete (window as HookWindow).Routewise;
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('injects the script once, however often it is asked, and resolves with the hook it registers', async () => {
    const load = schedulerLoader(window, SRC);
    const first = load();
    const second = load();
    expect(second).toBe(first);
    expect(injected()).toHaveLength(1);
    expect(injected()[0].async).toBe(true);
    register();
    injected()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(hook);
    await expect(load()).resolves.toBe(hook);
    expect(injected()).toHaveLength(1);
    expect(registeredScheduler(window)).toBe(hook);
  });

  it('takes a scheduler already on the page without loading anything', async () => {
    register();
    await expect(schedulerLoader(window, SRC)()).resolves.toBe(hook);
    expect(injected()).toHaveLength(0);
  });

  it('rejects when the script fails or loads without registering, and tries again on the next call', async () => {
    const load = schedulerLoader(window, SRC);
    const failed = load();
    injected()[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');
    expect(injected()).toHaveLength(0);

    // An HTML page served in its place runs (or fails to parse) and fires load all the same.
    const unregistered = load();
    injected()[0].dispatchEvent(new Event('load'));
    await expect(unregistered).rejects.toThrow('did not register');

    const retried = load();
    expect(injected()).toHaveLength(1);
    register();
    injected()[0].dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe(hook);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const load = schedulerLoader(window, SRC, 10_000);
    const slow = load();
    const settled = vi.fn();
    slow.catch(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).rejects.toThrow('timed out');
    expect(injected()).toHaveLength(0);
  });
});
