// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountdown } from './countdown';
import { renderRedirect } from './confirmation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it('ticks each second and finishes once', () => {
    const ticks: number[] = [];
    const onDone = vi.fn();
    startCountdown(3, { onTick: (n) => ticks.push(n), onDone });
    vi.advanceTimersByTime(2999);
    expect(ticks).toEqual([2, 1]);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([2, 1, 0]);
    vi.advanceTimersByTime(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stands still while paused and carries on after resume', () => {
    const onDone = vi.fn();
    const c = startCountdown(10, { onDone });
    vi.advanceTimersByTime(4000);
    expect(c.remaining).toBe(6);
    c.pause();
    expect(c.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(c.remaining).toBe(6);
    expect(onDone).not.toHaveBeenCalled();
    c.resume();
    c.resume(); // a second resume must not start a second timer
    vi.advanceTimersByTime(5000);
    expect(c.remaining).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('never finishes once stopped', () => {
    const onDone = vi.fn();
    const c = startCountdown(2, { onDone });
    c.stop();
    c.resume();
    vi.advanceTimersByTime(10_000);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('post-booking redirect', () => {
  const setup = () => {
    const navigate = vi.fn();
    const announcer = { polite: vi.fn(), assertive: vi.fn() };
    const r = renderRedirect({ url: 'https://example.com/thanks', seconds: 10, navigate, announcer });
    document.body.replaceChildren(r.el);
    const button = (name: string) => [...r.el.querySelectorAll('button')].find((b) => b.textContent === name)!;
    return { ...r, navigate, announcer, button };
  };

  it('counts down on screen and redirects at zero', () => {
    const { el, navigate } = setup();
    expect(el.textContent).toContain('Redirecting you to example.com in 10 s');
    vi.advanceTimersByTime(3000);
    expect(el.textContent).toContain('in 7 s');
    vi.advanceTimersByTime(7000);
    expect(navigate).toHaveBeenCalledWith('https://example.com/thanks');
  });

  it('pauses and resumes from the button', () => {
    const { el, navigate, button, announcer } = setup();
    vi.advanceTimersByTime(2000);
    button('Pause').click();
    expect(el.textContent).toContain('paused (8 s left)');
    expect(announcer.polite).toHaveBeenCalledWith('Redirect paused');
    vi.advanceTimersByTime(30_000);
    expect(navigate).not.toHaveBeenCalled();
    button('Resume').click();
    vi.advanceTimersByTime(7999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('stays on the page when asked', () => {
    const { el, navigate, button } = setup();
    button('Stay on this page').click();
    vi.advanceTimersByTime(60_000);
    expect(navigate).not.toHaveBeenCalled();
    expect(el.textContent).toContain('You are staying on this page.');
    expect(el.querySelector('a')!.getAttribute('href')).toBe('https://example.com/thanks');
    expect(el.ownerDocument.activeElement?.textContent).toBe('You are staying on this page.');
  });
});
