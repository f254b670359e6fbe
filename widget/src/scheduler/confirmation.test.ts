// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitJoinLink, joinRow, manageTokenOf } from './confirmation';
import { detailsList } from './views';

const announcer = () => ({ polite: vi.fn(), assertive: vi.fn() });

function pendingDetails() {
  const el = document.createElement('div');
  el.appendChild(detailsList(joinRow({ joinUrl: null, joinPending: true })));
  return el;
}

afterEach(() => vi.useRealTimers());

describe('the confirmation while the video link is being made', () => {
  it('replaces the note with the link as soon as the booking has one, and says so', async () => {
    vi.useFakeTimers();
    const el = pendingDetails();
    const poll = vi
      .fn()
      .mockResolvedValueOnce({ joinUrl: null, joinPending: true })
      .mockResolvedValueOnce({ joinUrl: 'https://zoom.test/j/123', joinPending: false });
    const a = announcer();
    awaitJoinLink(el, poll, a as never, { everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(el.querySelector('a.rw-join')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(el.querySelector('a.rw-join')?.getAttribute('href')).toBe('https://zoom.test/j/123');
    expect(el.querySelector('.rw-join-pending')).toBeNull();
    expect(a.polite).toHaveBeenCalledWith('Your video link is ready');
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('stops asking after its tries, keeps trying through a failed check, and never shows a non-web link', async () => {
    vi.useFakeTimers();
    const el = pendingDetails();
    const poll = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ joinUrl: 'javascript:alert(1)', joinPending: true });
    awaitJoinLink(el, poll, announcer() as never, { everyMs: 100, tries: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(el.querySelector('a.rw-join')).toBeNull();
    expect(el.querySelector('.rw-join-pending')).not.toBeNull();
  });

  it('asks nothing when there is no pending link, and reads the token from the manage link', () => {
    const el = document.createElement('div');
    el.appendChild(detailsList(joinRow({ joinUrl: 'https://meet.test/abc', joinPending: false })));
    const poll = vi.fn();
    awaitJoinLink(el, poll, announcer() as never);
    expect(poll).not.toHaveBeenCalled();
    expect(manageTokenOf({ rescheduleUrl: 'https://app.test/booking/m1/reschedule?token=t%2B1' })).toBe('t+1');
  });
});
