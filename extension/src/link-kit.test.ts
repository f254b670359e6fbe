// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { MeetingLinkDto } from '@contracts/meeting-links';

let slotPicker: typeof import('./link-kit').slotPicker;
beforeAll(async () => {
  (globalThis as Record<string, unknown>).__APP_URL__ = 'http://127.0.0.1:8787';
  ({ slotPicker } = await import('./link-kit'));
});

// Suggested times: the list shows the picked link's times, even when an earlier link's answer comes back last.

const link = (slug: string) => ({ slug, name: slug, url: `https://app.test/b/${slug}` }) as MeetingLinkDto;
const deferred = () => {
  let resolve!: (v: { slots: { start: string }[] }) => void;
  return { promise: new Promise<{ slots: { start: string }[] }>((r) => (resolve = r)), resolve };
};

describe('slotPicker', () => {
  it("ignores an earlier link's answer that arrives after the newly picked link's", async () => {
    const answers = new Map([
      ['first', deferred()],
      ['second', deferred()],
    ]);
    const picker = slotPicker([link('first'), link('second')], (path) => answers.get(path.split('/')[2]!)!.promise, 16);
    document.body.replaceChildren(...picker.nodes);
    const select = document.querySelector('select')!;
    select.value = 'second';
    select.dispatchEvent(new Event('change'));
    answers.get('second')!.resolve({ slots: [{ start: '2026-12-01T10:00:00Z' }, { start: '2026-12-01T11:00:00Z' }] });
    await new Promise((r) => setTimeout(r, 0));
    const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    boxes()[0]!.checked = true;
    answers.get('first')!.resolve({ slots: [{ start: '2026-12-02T09:00:00Z' }] });
    await new Promise((r) => setTimeout(r, 0));
    expect(boxes().map((b) => [b.value, b.checked])).toEqual([
      ['2026-12-01T10:00:00Z', true],
      ['2026-12-01T11:00:00Z', false],
    ]);
    expect(picker.text()).toContain('https://app.test/b/second');
  });
});
